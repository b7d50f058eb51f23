import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MailSendStatus } from '@console/contracts/mail';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { startSilentServer, startSmtpStandIn, type SmtpStandIn } from './support/smtp-stand-in';
import { loginTo } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';

interface MailLog {
  id: number;
  toMails: string[];
  toMail: string;
  ccMails: string[];
  bccMails: string[];
  fromMail: string;
  templateCode: string;
  templateTitle: string;
  templateContent: string;
  templateParams: Record<string, string>;
  sendStatus: number;
  sendTime: number | null;
  sendMessageId: string | null;
  sendException: string | null;
  userId: number | null;
  userType: number | null;
}

const PASSWORD = 'Smtp-Pa55word-9f2';
const MAIL_PERMISSIONS = [
  'system:mail-account:query',
  'system:mail-account:create',
  'system:mail-account:update',
  'system:mail-account:delete',
  'system:mail-template:query',
  'system:mail-template:create',
  'system:mail-template:send-mail',
  'system:mail-log:query',
];

describe('邮件: accounts, templates, sends through a local SMTP server, and the send log', () => {
  let t: TestApp;
  let token: string;
  let smtp: SmtpStandIn;
  let refuseRcpt: SmtpStandIn;
  let refuseAuth: SmtpStandIn;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;

  beforeAll(async () => {
    // A silent server costs an attempt 1.5 s (no greeting); one retry, at once. The socket timeout stays roomy: the
    // stand-ins share two busy cores with the app.
    t = await createTestApp({ mail: { connectionTimeoutMs: 1500, socketTimeoutMs: 10_000, retryLimit: 1, retryDelaySeconds: 0 } });
    token = (await t.login()).accessToken;
    [smtp, refuseRcpt, refuseAuth, silent] = await Promise.all([
      startSmtpStandIn('accept', { user: 'mailer', password: PASSWORD }),
      startSmtpStandIn('refuse-rcpt', { user: 'mailer', password: PASSWORD }),
      startSmtpStandIn('refuse-auth', { user: 'mailer', password: PASSWORD }),
      startSilentServer(),
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), refuseRcpt?.close(), refuseAuth?.close(), silent?.close()]);
  });

  const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = token) =>
    t.api<T>({ method, url: `/admin-api${url}`, token: as, ...(method === 'GET' || method === 'DELETE' ? { query: body as Record<string, string> } : { payload: body as object }) });

  const createAccount = async (port: number, mail = 'robot@example.com', as = token) => {
    const res = await api<number>('POST', '/system/mail-account/create', { mail, username: 'mailer', password: PASSWORD, host: '127.0.0.1', port, sslEnable: false, starttlsEnable: false }, as);
    expect(res).toMatchObject({ code: 0 });
    return res.data;
  };
  const createTemplate = async (accountId: number, code: string, as = token, extra: Record<string, unknown> = {}) => {
    const res = await api<number>(
      'POST',
      '/system/mail-template/create',
      { name: '注册通知', code, accountId, nickname: '芋道机器人', title: '你好 {name}', content: '<p>亲爱的 {name}，验证码 {code}</p>', status: 0, remark: null, ...extra },
      as,
    );
    expect(res).toMatchObject({ code: 0 });
    return res.data;
  };
  const logOf = async (id: number, as = token) => (await api<MailLog>('GET', '/system/mail-log/get', { id: String(id) }, as)).data;
  /** The log row once the queue has finished with it (no longer 初始化). */
  const settled = (id: number, as = token) =>
    vi.waitFor(
      async () => {
        const row = await logOf(id, as);
        expect(row.sendStatus).not.toBe(MailSendStatus.INIT);
        return row;
      },
      { timeout: 20_000, interval: 50 },
    );

  it('keeps the password sealed: never in an answer, not as text in the table', async () => {
    const id = await createAccount(smtp.port);
    const got = await t.request({ method: 'GET', url: '/admin-api/system/mail-account/get', query: { id: String(id) }, token });
    const page = await t.request({ method: 'GET', url: '/admin-api/system/mail-account/page', query: { pageNo: '1', pageSize: '10' }, token });
    for (const res of [got, page]) expect(res.body).not.toContain(PASSWORD);
    expect(got.json<{ data: unknown }>().data).toMatchObject({ id, mail: 'robot@example.com', username: 'mailer', password: '******', host: '127.0.0.1', port: smtp.port, sslEnable: false, starttlsEnable: false });
    const stored = await t.database.db.selectFrom('system_mail_account').select('password').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^v1:/);
    expect(stored.password).not.toContain(PASSWORD);
    // An update without a password (or with the mask) keeps the stored one.
    const update = await api('PUT', '/system/mail-account/update', { id, mail: 'robot@example.com', username: 'mailer', password: '******', host: '127.0.0.1', port: smtp.port, sslEnable: false, starttlsEnable: false });
    expect(update).toMatchObject({ code: 0, data: true });
    const after = await t.database.db.selectFrom('system_mail_account').select('password').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.password).toBe(stored.password);
  });

  it('sends a template to the SMTP server with its params, off the request, and logs success', async () => {
    const accountId = await createAccount(smtp.port);
    const templateId = await createTemplate(accountId, 'register-ok');
    expect((await api<{ params: string[] }>('GET', '/system/mail-template/get', { id: String(templateId) })).data.params).toEqual(['name', 'code']);
    const sent = await api<number>('POST', '/system/mail-template/send-mail', {
      toMails: ['alice@example.com'],
      ccMails: ['carol@example.com'],
      templateCode: 'register-ok',
      templateParams: { name: '小<明>', code: 4711 },
    });
    expect(sent.code).toBe(0);
    const row = await settled(sent.data);
    expect(row).toMatchObject({
      sendStatus: MailSendStatus.SUCCESS,
      toMails: ['alice@example.com'],
      toMail: 'alice@example.com',
      ccMails: ['carol@example.com'],
      fromMail: 'robot@example.com',
      templateCode: 'register-ok',
      templateTitle: '你好 小<明>',
      templateContent: '<p>亲爱的 小&lt;明&gt;，验证码 4711</p>',
      templateParams: { name: '小<明>', code: '4711' },
      sendException: null,
      userType: 2,
    });
    expect(row.sendTime).toEqual(expect.any(Number));
    expect(row.sendMessageId).toMatch(/@/);
    const arrived = smtp.received.find((m) => m.mail.messageId === row.sendMessageId);
    expect(arrived).toBeDefined();
    expect(arrived!.mail.subject).toBe('你好 小<明>');
    expect(arrived!.mail.html).toContain('亲爱的 小&lt;明&gt;，验证码 4711');
    expect(arrived!.mail.from?.value[0]).toMatchObject({ name: '芋道机器人', address: 'robot@example.com' });
    expect(arrived!.to).toEqual(['alice@example.com', 'carol@example.com']);
    expect(arrived!.user).toBe('mailer');
    expect(arrived!.password).toBe(PASSWORD);
  });

  it('accepts the 2022 UI’s single `mail`, and refuses what cannot be sent before writing anything', async () => {
    const accountId = await createAccount(smtp.port);
    await createTemplate(accountId, 'legacy-one');
    const before = await t.database.db.selectFrom('system_mail_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await api('POST', '/system/mail-template/send-mail', { mail: 'bob@example.com', templateCode: 'legacy-one', templateParams: { name: 'b' } })).toMatchObject({ code: 1002025000, msg: '模板参数(code)缺失' });
    expect(await api('POST', '/system/mail-template/send-mail', { toMails: [], templateCode: 'legacy-one', templateParams: { name: 'b', code: 1 } })).toMatchObject({ code: 1002025001 });
    expect(await api('POST', '/system/mail-template/send-mail', { mail: 'bob@example.com', templateCode: 'no-such', templateParams: {} })).toMatchObject({ code: 1002024000 });
    const many = Array.from({ length: 15 }, (_, i) => `u${i}@example.com`);
    expect(await api('POST', '/system/mail-template/send-mail', { toMails: many, ccMails: many.map((m) => `cc.${m}`), templateCode: 'legacy-one', templateParams: { name: 'b', code: 1 } })).toMatchObject({
      code: 1002025002,
    });
    expect((await api('POST', '/system/mail-template/send-mail', { toMails: ['not-a-mail'], templateCode: 'legacy-one' })).code).toBe(400);
    const after = await t.database.db.selectFrom('system_mail_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const ok = await api<number>('POST', '/system/mail-template/send-mail', { mail: 'bob@example.com', templateCode: 'legacy-one', templateParams: { name: 'b', code: 1 } });
    expect(await settled(ok.data)).toMatchObject({ sendStatus: MailSendStatus.SUCCESS, toMails: ['bob@example.com'] });
  });

  it('logs a failure with the server’s words when it refuses the recipient or the login, never the password', async () => {
    await createTemplate(await createAccount(refuseRcpt.port), 'refused-rcpt');
    await createTemplate(await createAccount(refuseAuth.port), 'refused-auth');
    const params = { name: 'x', code: 1 };
    const rcpt = await settled((await api<number>('POST', '/system/mail-template/send-mail', { toMails: ['nobody@example.com'], templateCode: 'refused-rcpt', templateParams: params })).data);
    expect(rcpt).toMatchObject({ sendStatus: MailSendStatus.FAILURE, sendMessageId: null });
    expect(rcpt.sendException).toContain('550');
    const auth = await settled((await api<number>('POST', '/system/mail-template/send-mail', { toMails: ['nobody@example.com'], templateCode: 'refused-auth', templateParams: params })).data);
    expect(auth).toMatchObject({ sendStatus: MailSendStatus.FAILURE });
    expect(auth.sendException).toContain('535');
    for (const row of [rcpt, auth]) expect(JSON.stringify(row)).not.toContain(PASSWORD);
  });

  it('gives up on a silent server after its timeout, retries once, and logs the failure', async () => {
    await createTemplate(await createAccount(silent.port), 'silent-one');
    const id = (await api<number>('POST', '/system/mail-template/send-mail', { toMails: ['x@example.com'], templateCode: 'silent-one', templateParams: { name: 'x', code: 1 } })).data;
    // The request did not wait for the server: its answer came while the send is still 初始化 (two attempts of 1.5 s).
    expect((await logOf(id)).sendStatus).toBe(MailSendStatus.INIT);
    const row = await settled(id);
    expect(row.sendStatus).toBe(MailSendStatus.FAILURE);
    expect(row.sendException).toMatch(/ETIMEDOUT: Greeting never received/);
    expect(silent.connections()).toBe(2);
  });

  it('keeps a disabled template’s send in the log as 不发送, and nothing goes out', async () => {
    const accountId = await createAccount(smtp.port);
    await createTemplate(accountId, 'disabled-one', token, { status: 1 });
    const count = smtp.received.length;
    const id = (await api<number>('POST', '/system/mail-template/send-mail', { toMails: ['x@example.com'], templateCode: 'disabled-one', templateParams: { name: 'x', code: 1 } })).data;
    expect(await logOf(id)).toMatchObject({ sendStatus: MailSendStatus.IGNORE });
    expect(smtp.received.length).toBe(count);
  });

  it('refuses a duplicate code in a tenant, keeps an account its templates use, and deletes lists all or nothing', async () => {
    const accountId = await createAccount(smtp.port);
    const templateId = await createTemplate(accountId, 'dup-code');
    expect(await api('POST', '/system/mail-template/create', { name: 'x', code: 'dup-code', accountId, title: 't', content: 'c', status: 0 })).toMatchObject({ code: 1002024001, msg: '邮件模版 code(dup-code) 已存在' });
    expect(await api('DELETE', '/system/mail-account/delete', { id: String(accountId) })).toMatchObject({ code: 1002023001 });
    const other = await createTemplate(accountId, 'dup-code-2');
    expect(await api('DELETE', '/system/mail-template/delete-list', { ids: `${templateId},999999` })).toMatchObject({ code: 1002024000 });
    expect((await api('GET', '/system/mail-template/get', { id: String(templateId) })).code).toBe(0);
    expect(await api('DELETE', '/system/mail-template/delete-list', { ids: `${templateId},${other}` })).toMatchObject({ code: 0, data: true });
    expect(await api('DELETE', '/system/mail-account/delete-list', { ids: String(accountId) })).toMatchObject({ code: 0, data: true });
    expect((await api('GET', '/system/mail-account/get', { id: String(accountId) })).code).toBe(1002023000);
  });

  it('keeps each tenant to its own accounts, templates (a code per tenant) and logs', async () => {
    const tenantId = await createTenant(t, '邮件租户');
    await createUserWithPermissions(t, 'mailerb', MAIL_PERMISSIONS, tenantId);
    const other = (await loginTo(t, tenantId, 'mailerb', 'pass1234')).accessToken;
    const mine = await createAccount(smtp.port);
    const mineTemplate = await createTemplate(mine, 'same-code');
    // The same code in another tenant is that tenant's own.
    const theirs = await createAccount(smtp.port, 'b@example.com', other);
    await createTemplate(theirs, 'same-code', other);
    const theirLog = (await api<number>('POST', '/system/mail-template/send-mail', { toMails: ['b1@example.com'], templateCode: 'same-code', templateParams: { name: 'b', code: 2 } }, other)).data;
    expect((await api('GET', '/system/mail-account/get', { id: String(mine) }, other)).code).toBe(1002023000);
    expect((await api('GET', '/system/mail-template/get', { id: String(mineTemplate) }, other)).code).toBe(1002024000);
    expect((await api('GET', '/system/mail-log/get', { id: String(theirLog) })).code).toBe(1002025003);
    // Their template cannot name my account.
    expect(await api('POST', '/system/mail-template/create', { name: 'x', code: 'steal', accountId: mine, title: 't', content: 'c', status: 0 }, other)).toMatchObject({ code: 1002023000 });
    const theirAccounts = await api<{ list: Array<{ id: number }> }>('GET', '/system/mail-account/page', { pageNo: '1', pageSize: '100' }, other);
    expect(theirAccounts.data.list.map((a) => a.id)).toEqual([theirs]);
    const theirLogs = await api<{ list: MailLog[] }>('GET', '/system/mail-log/page', { pageNo: '1', pageSize: '100' }, other);
    expect(theirLogs.data.list.map((l) => l.id)).toEqual([theirLog]);
    expect((await settled(theirLog, other)).sendStatus).toBe(MailSendStatus.SUCCESS);
  });

  it('pages logs by recipient and status, and exports them', async () => {
    const page = await api<{ list: MailLog[]; total: number }>('GET', '/system/mail-log/page', { pageNo: '1', pageSize: '10', toMail: 'alice@', sendStatus: String(MailSendStatus.SUCCESS) });
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({ toMails: ['alice@example.com'] });
    const xlsx = await t.request({ method: 'GET', url: '/admin-api/system/mail-log/export-excel', query: { toMail: 'alice@' }, token });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
