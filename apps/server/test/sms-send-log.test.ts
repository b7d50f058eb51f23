import { describe, expect, it } from 'vitest';
import { renderTemplate, templateParams } from '@console/contracts/sms';
import { adminAppForFile } from './support/admin-app';
import { createTenant, createUserWithPermissions } from './support/fixtures';

interface SmsLog {
  id: number;
  mobile: string;
  templateCode: string;
  channelCode: string;
  templateContent: string;
  templateParams: Record<string, string>;
  sendStatus: number;
  sendTime: number | null;
  userId: number | null;
  userType: number | null;
}

describe('SMS through templates and channels, with a send log', () => {
  const ctx = adminAppForFile();

  const send = (mobile: string, scene = 21, headers?: Record<string, string>) =>
    ctx.t.api({ method: 'POST', url: '/admin-api/system/auth/send-sms-code', payload: { mobile, scene }, headers });
  const logs = (token: string, query: Record<string, string> = {}) =>
    ctx.t.api<{ list: SmsLog[]; total: number }>({ method: 'GET', url: '/admin-api/system/sms-log/page', token, query: { pageNo: '1', pageSize: '100', ...query } });
  const clear = () => ctx.t.database.db.deleteFrom('system_sms_code').execute();

  it('fills a template’s {param} placeholders and lists them', () => {
    expect(templateParams('您的验证码是{code}，{minutes} 分钟内有效，{code}')).toEqual(['code', 'minutes']);
    expect(renderTemplate('您的验证码是{code}，{minutes} 分钟内有效', { code: '1234' })).toBe('您的验证码是1234，{minutes} 分钟内有效');
  });

  it('sends a sign-in code through the console channel on a fresh install: the send log holds the message, and the code signs in', async () => {
    await clear();
    expect(await send('15612345678')).toMatchObject({ code: 0, data: true });
    const page = await logs(ctx.token, { mobile: '15612345678' });
    expect(page.code).toBe(0);
    const [latest] = page.data.list;
    expect(latest).toMatchObject({ mobile: '15612345678', templateCode: 'admin-sms-login', channelCode: 'CONSOLE', sendStatus: 10, userId: 1, userType: 2 });
    const code = latest!.templateParams.code!;
    expect(code).toMatch(/^\d{4}$/);
    expect(latest!.templateContent).toBe(`您的验证码是${code}，10 分钟内有效，请勿泄露给他人。`);
    expect(latest!.sendTime).toEqual(expect.any(Number));
    const login = await ctx.t.api<{ accessToken: string }>({ method: 'POST', url: '/admin-api/system/auth/sms-login', payload: { mobile: '15612345678', code } });
    expect(login.code).toBe(0);
  });

  it('refuses a scene without a template, and a disabled channel, leaving neither a code nor a log row', async () => {
    await clear();
    const before = (await logs(ctx.token)).data.total;
    expect(await send('15612345678', 99)).toMatchObject({ code: 1002013002, msg: '短信模板不存在' });
    await ctx.t.database.db.updateTable('system_sms_channel').set({ status: 1 }).where('code', '=', 'CONSOLE').execute();
    try {
      expect(await send('15612345678')).toMatchObject({ code: 1002011001 });
    } finally {
      await ctx.t.database.db.updateTable('system_sms_channel').set({ status: 0 }).where('code', '=', 'CONSOLE').execute();
    }
    expect((await logs(ctx.token)).data.total).toBe(before);
    expect(await ctx.t.database.db.selectFrom('system_sms_code').select('id').execute()).toEqual([]);
  });

  it('shows a tenant only its own send log, and only to holders of system:sms-log:query', async () => {
    await clear();
    const tenant2 = await createTenant(ctx.t, '短信二号');
    await createUserWithPermissions(ctx.t, 'smsadmin2', ['system:sms-log:query'], tenant2);
    await ctx.t.database.db.updateTable('system_users').set({ mobile: '13900000002' }).where('username', '=', 'smsadmin2').execute();
    const other = (await ctx.t.login('smsadmin2', 'pass1234', { 'tenant-id': String(tenant2) })).accessToken;
    expect((await send('13900000002', 21, { 'tenant-id': String(tenant2) })).code).toBe(0);
    const theirs = await logs(other);
    expect(theirs.data.list.map((row) => row.mobile)).toEqual(['13900000002']);
    expect((await logs(ctx.token)).data.list.some((row) => row.mobile === '13900000002')).toBe(false);

    await createUserWithPermissions(ctx.t, 'nosmslog', []);
    const plain = (await ctx.t.login('nosmslog', 'pass1234')).accessToken;
    expect((await logs(plain)).code).toBe(403);
  });

  it('exports the send log with dictionary labels', async () => {
    const res = await ctx.t.request({ method: 'GET', url: '/admin-api/system/sms-log/export-excel', token: ctx.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
