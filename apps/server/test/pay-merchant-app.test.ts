import { describe, expect, it } from 'vitest';
import { createUserWithPermissions } from './support/fixtures';
import { readXlsx } from './support/tenant-helpers';
import { adminAppForFile } from './support/admin-app';

/** 商户信息 and 应用信息 (reference pay-bpm §1.7–§1.8). */
describe('payment merchants and apps', () => {
  const ctx = adminAppForFile();

  const pay = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>, token = ctx.token) =>
    method === 'GET' || method === 'DELETE'
      ? ctx.t.api<T>({ method, url: `/admin-api/pay/${url}`, token, query: body as Record<string, string> | undefined })
      : ctx.t.api<T>({ method, url: `/admin-api/pay/${url}`, token, payload: body });
  const merchant = (overrides: Record<string, unknown> = {}) => pay<number>('POST', 'merchant/create', { name: '芋道支付商户', shortName: '芋道', status: 0, remark: '测试', ...overrides });
  const appBody = (merchantId: number, overrides: Record<string, unknown> = {}) => ({
    name: '商城', status: 0, remark: null, payNotifyUrl: 'http://127.0.0.1:48080/pay/notify', refundNotifyUrl: 'http://127.0.0.1:48080/refund/notify', merchantId, ...overrides,
  });

  it('creates merchants with a server-made number, unique even when made in the same instant', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => merchant({ name: `并发商户${i}` })));
    expect(ids.every((r) => r.code === 0)).toBe(true);
    const rows = await Promise.all(ids.map((r) => pay<{ no: string; name: string }>('GET', 'merchant/get', { id: String(r.data) })));
    const numbers = rows.map((r) => r.data.no);
    expect(numbers.every((no) => /^M\d{17}$/.test(no))).toBe(true);
    expect(new Set(numbers).size).toBe(8);
  });

  it('pages, filters, updates, switches status and exports merchants', async () => {
    const id = (await merchant({ name: '杭州某某科技有限公司', shortName: '某某科技' })).data;
    const page = await pay<{ total: number; list: Array<{ id: number; shortName: string }> }>('GET', 'merchant/page', { pageNo: '1', pageSize: '10', name: '某某科技' });
    expect(page.data.list.map((m) => m.id)).toEqual([id]);
    const full = (await pay<Record<string, unknown>>('GET', 'merchant/get', { id: String(id) })).data;
    expect(await pay('PUT', 'merchant/update', { id, name: full.name, shortName: '改名科技', status: 0, remark: null })).toMatchObject({ code: 0 });
    expect(await pay('PUT', 'merchant/update-status', { id, status: 1 })).toMatchObject({ code: 0 });
    expect((await pay<{ shortName: string; status: number; no: string }>('GET', 'merchant/get', { id: String(id) })).data).toMatchObject({ shortName: '改名科技', status: 1, no: full.no });
    const byName = await pay<Array<{ id: number }>>('GET', 'merchant/list-by-name', { name: '某某' });
    expect(byName.data.map((m) => m.id)).toEqual([id]);

    const file = await ctx.t.request({ method: 'GET', url: '/admin-api/pay/merchant/export-excel', token: ctx.token, query: { name: '某某科技' } });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(file);
    expect(rows[0]).toEqual(['商户编号', '商户号', '商户全称', '商户简称', '开启状态', '备注', '创建时间']);
    expect(rows[1]).toEqual(expect.arrayContaining([String(id), full.no, '杭州某某科技有限公司', '改名科技', '关闭']));

    expect(await pay('GET', 'merchant/get', { id: '999999' })).toMatchObject({ code: 1007004000, msg: '支付商户信息不存在' });
    expect(await merchant({ name: '' })).toMatchObject({ code: 400 });
  });

  it('keeps apps to an existing merchant, and a merchant with apps from being deleted', async () => {
    const merchantId = (await merchant({ name: '应用商户' })).data;
    const created = await pay<number>('POST', 'app/create', appBody(merchantId));
    expect(created.code, created.msg).toBe(0);
    expect(await pay('POST', 'app/create', appBody(999999))).toMatchObject({ code: 1007004000 });
    expect(await pay('POST', 'app/create', appBody(merchantId, { payNotifyUrl: 'not-a-url' }))).toMatchObject({ code: 400, msg: expect.stringContaining('payNotifyUrl') });

    const page = await pay<{ list: Array<{ id: number; payMerchant: { id: number; name: string }; channelCodes: string[] }> }>('GET', 'app/page', { pageNo: '1', pageSize: '10', merchantName: '应用商' });
    expect(page.data.list).toEqual([expect.objectContaining({ id: created.data, payMerchant: { id: merchantId, name: '应用商户' }, channelCodes: [] })]);
    expect((await pay<Array<{ id: number }>>('GET', 'app/list-merchant-id', { merchantId: String(merchantId) })).data.map((a) => a.id)).toEqual([created.data]);

    expect(await pay('DELETE', 'merchant/delete', { id: String(merchantId) })).toMatchObject({ code: 1007004001, msg: '支付商户存在支付应用，无法删除' });
    expect(await pay('PUT', 'app/update-status', { id: created.data, status: 1 })).toMatchObject({ code: 0 });
    expect(await pay('PUT', 'app/update', { id: created.data, ...appBody(merchantId, { name: '商城二' }) })).toMatchObject({ code: 0 });
    const file = await ctx.t.request({ method: 'GET', url: '/admin-api/pay/app/export-excel', token: ctx.token, query: { name: '商城二' } });
    const rows = await readXlsx(file);
    expect(rows[1]).toEqual(expect.arrayContaining([String(created.data), '商城二', '开启', '应用商户', 'http://127.0.0.1:48080/pay/notify']));
    expect(await pay('DELETE', 'app/delete', { id: String(created.data) })).toMatchObject({ code: 0 });
    expect(await pay('GET', 'app/get', { id: String(created.data) })).toMatchObject({ code: 1007000000, msg: 'App 不存在' });
    expect(await pay('DELETE', 'merchant/delete', { id: String(merchantId) })).toMatchObject({ code: 0 });
  });

  it('configures one channel per code per app, checking each config and never showing its secrets', async () => {
    const merchantId = (await merchant({ name: '渠道商户' })).data;
    const appId = (await pay<number>('POST', 'app/create', appBody(merchantId, { name: '渠道应用' }))).data;
    const channel = (code: string, config: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
      pay<number>('POST', 'channel/create', { code, status: 0, remark: null, feeRate: 0.6, appId, config: JSON.stringify(config), ...overrides });
    const wxV2 = { appId: 'wx1234', mchId: '1900000001', apiVersion: 'v2', mchKey: 'wechat-v2-secret' };

    expect(await channel('wx_pub', { ...wxV2, mchKey: '' })).toMatchObject({ code: 1007001006, msg: '微信渠道 v2 版本中商户密钥不可为空' });
    expect(await channel('wx_pub', { ...wxV2, apiVersion: 'v3', apiV3Key: 'k', privateCertContent: 'cert' })).toMatchObject({ code: 1007001007 });
    expect(await channel('wx_pub', { ...wxV2, apiVersion: 'v4' })).toMatchObject({ code: 400, msg: expect.stringContaining('config.apiVersion') });
    expect(await channel('alipay_pc', { serverUrl: 'https://openapi.alipaydev.com/gateway.do', appId: '2021', signType: 'RSA2', mode: 1, privateKey: 'pk' })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('支付宝公钥字符串'),
    });
    expect(await channel('paypal', {})).toMatchObject({ code: 400 });
    expect(await channel('wx_pub', wxV2, { merchantId: merchantId + 1000 })).toMatchObject({ code: 400, msg: expect.stringContaining('merchantId') });
    expect(await channel('wx_pub', wxV2, { appId: 999999 })).toMatchObject({ code: 1007000000 });

    const wx = await channel('wx_pub', wxV2);
    expect(wx.code, wx.msg).toBe(0);
    expect(await channel('wx_pub', wxV2)).toMatchObject({ code: 1007001005, msg: '已存在相同的渠道' });
    const mock = await channel('mock', { anything: 'ignored' });
    expect(mock.code, mock.msg).toBe(0);

    const shown = await pay<{ id: number; config: string; merchantId: number }>('GET', 'channel/get-channel', { appId: String(appId), code: 'wx_pub' });
    expect(shown.data.merchantId).toBe(merchantId);
    expect(JSON.parse(shown.data.config)).toEqual({ ...wxV2, mchKey: '******' });
    expect(JSON.stringify(await pay('GET', 'channel/page', { pageNo: '1', pageSize: '10', appId: String(appId) }))).not.toContain('wechat-v2-secret');
    expect((await pay('GET', 'channel/get-channel', { appId: String(appId), code: 'alipay_qr' })).data).toBeNull();

    // The mask sent back keeps the stored secret; the app list shows the configured codes.
    const update = await pay('PUT', 'channel/update', { id: wx.data, code: 'wx_pub', status: 1, remark: '停用', feeRate: 0.3, appId, config: shown.data.config });
    expect(update.code, update.msg).toBe(0);
    const stored = await ctx.t.database.db.selectFrom('pay_channel').select('config').where('id', '=', wx.data).executeTakeFirstOrThrow();
    expect((JSON.parse(stored.config) as { mchKey: string }).mchKey).toBe('wechat-v2-secret');
    const apps = await pay<{ list: Array<{ id: number; channelCodes: string[] }> }>('GET', 'app/page', { pageNo: '1', pageSize: '10', name: '渠道应用' });
    expect(apps.data.list[0]!.channelCodes).toEqual(['wx_pub', 'mock']);

    expect(await pay('DELETE', 'channel/delete', { id: String(mock.data) })).toMatchObject({ code: 0 });
    expect(await pay('GET', 'channel/get', { id: String(mock.data) })).toMatchObject({ code: 1007001000 });
    // Channels go with their app.
    expect(await pay('DELETE', 'app/delete', { id: String(appId) })).toMatchObject({ code: 0 });
    expect(await pay('GET', 'channel/get', { id: String(wx.data) })).toMatchObject({ code: 1007001000 });
  });

  it('answers each screen only to holders of its permission', async () => {
    await createUserWithPermissions(ctx.t, 'payviewer', ['pay:merchant:query']);
    const viewer = (await ctx.t.login('payviewer', 'pass1234')).accessToken;
    expect((await pay('GET', 'merchant/page', { pageNo: '1', pageSize: '10' }, viewer)).code).toBe(0);
    expect(await merchant({}).then(() => pay('POST', 'merchant/create', { name: 'x', shortName: 'x', status: 0 }, viewer))).toMatchObject({ code: 403 });
    expect(await pay('GET', 'app/page', { pageNo: '1', pageSize: '10' }, viewer)).toMatchObject({ code: 403 });
  });
});
