import type { AddressInfo } from 'node:net';
import type { Server } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { test, expect } from '../support/fixtures';
import { adminApi, dialog, toast, uniqueSuffix } from '../support/admin';
import { visiblePage } from '../support/app';

// 邮件: a template's 测试 dialog sends through a local SMTP server (the test's own); the mail arrives with its
// parameters filled in, and 邮件记录 shows it sent.

test('邮件模版 测试 sends through the account’s SMTP server, and 邮件记录 shows it sent', async ({ page, origin, initialTokens }, testInfo) => {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  try {
    const port = ((smtp as unknown as { server: Server }).server.address() as AddressInfo).port;
    const suffix = uniqueSuffix();
    const code = `e2e-${suffix}`;
    const accountId = await adminApi<number>(origin, initialTokens!, '/system/mail-account/create', {
      mail: `robot-${suffix}@example.com`, username: 'robot', password: 'e2e-secret', host: '127.0.0.1', port, sslEnable: false, starttlsEnable: false,
    });
    await adminApi(origin, initialTokens!, '/system/mail-template/create', {
      name: `测试模版${suffix}`, code, accountId, nickname: '芋道机器人', title: '你好 {name}', content: '<p>验证码 {code}</p>', status: 0,
    });

    await page.goto('system/messages/mail/mail-template');
    const view = visiblePage(page);
    await view.getByRole('textbox', { name: '模板编码' }).fill(code);
    await view.getByRole('button', { name: /(^|\s)搜\s*索$/ }).click();
    const row = view.locator('.ant-table-tbody').getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /测\s*试/ }).click();
    const send = dialog(page, '测试发送邮件');
    await send.getByRole('combobox', { name: '收件邮箱' }).fill(`alice-${suffix}@example.com`);
    await send.getByRole('combobox', { name: '收件邮箱' }).press('Enter');
    await send.getByLabel('参数 name').fill('小明');
    await send.getByLabel('参数 code').fill('4711');
    await page.screenshot({ path: testInfo.outputPath('mail-template-test-1440.png') });
    await send.getByRole('button', { name: /(^|\s)确\s*定$/ }).click();
    await expect(toast(page, '提交发送成功')).toBeVisible();

    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    expect(received[0]!.subject).toBe('你好 小明');
    expect(received[0]!.html).toContain('验证码 4711');

    await page.goto('system/messages/mail/mail-log');
    const log = visiblePage(page);
    await log.getByRole('textbox', { name: '接收邮箱' }).fill(`alice-${suffix}`);
    await log.getByRole('button', { name: /(^|\s)搜\s*索$/ }).click();
    await expect(log.locator('.ant-table-tbody').getByRole('row').filter({ hasText: '你好 小明' })).toContainText('发送成功');
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
