import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';

// 数据库文档: the console's own database documented in a sandboxed frame, and its three exports saved by the browser.

test('数据库文档: shows the document with every table and its comment, and saves it as HTML, Word and Markdown', async ({ page }) => {
  await page.goto('infra/db-doc');
  const view = visiblePage(page);
  await expect(view.getByRole('combobox', { name: '数据源' })).toBeVisible();
  const frame = view.locator('iframe[title="数据库文档预览"]');
  // No script may run in it.
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  const doc = frame.contentFrame();
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText('数据库设计文档');
  // A table of the console, its comment in the index and above its columns (migration 0025).
  await expect(doc.getByRole('row', { name: /system_users 用户信息表/ })).toBeVisible();
  const users = doc.locator('section').filter({ has: doc.getByRole('heading', { name: 'system_users', exact: true }) });
  await expect(users.getByText('说明：用户信息表')).toBeAttached();
  await expect(users.getByRole('row', { name: /username character varying\(30\) 30 0 N N 用户账号/ })).toBeAttached();
  // The index links to each table within the document.
  await doc.getByRole('link', { name: 'system_users', exact: true }).click();
  await expect(users.getByRole('heading', { name: 'system_users' })).toBeInViewport();

  for (const [button, name, head] of [
    ['导出 HTML', '数据库文档.html', '<!DOCTYPE html>'],
    ['导出 Word', '数据库文档.docx', 'PK'],
    ['导出 Markdown', '数据库文档.md', '# 数据库设计文档'],
  ] as const) {
    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(name);
    const bytes = await readFile(await file.path());
    expect(bytes.length, name).toBeGreaterThan(1000);
    expect(bytes.toString('utf8', 0, 64).startsWith(head), name).toBe(true);
  }
});
