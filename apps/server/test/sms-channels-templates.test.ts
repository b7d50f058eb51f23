import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { startAliyunSmsStandIn, startTencentSmsStandIn, type SmsStandIn } from './support/sms-stand-ins';

interface Channel {
  id: number;
  signature: string;
  code: string;
  status: number;
  apiKey: string;
  apiSecret: string | null;
  callbackUrl: string | null;
}
interface Template {
  id: number;
  code: string;
  params: string[];
  channelId: number;
  channelCode: string;
  status: number;
}
interface SmsLog {
  id: number;
  mobile: string;
  channelCode: string;
  templateContent: string;
  templateParams: Record<string, string>;
  sendStatus: number;
  apiSendCode: string | null;
  apiSerialNo: string | null;
  receiveStatus: number;
  receiveTime: number | null;
  apiReceiveCode: string | null;
  userId: number | null;
}

describe('SMS channels, templates, the send-test call, provider clients and delivery receipts', () => {
  let t: TestApp;
  let token: string;
  let aliyun: SmsStandIn;
  let tencent: SmsStandIn;

  beforeAll(async () => {
    aliyun = await startAliyunSmsStandIn({ LTAIkey: 'aliyun-secret' });
    tencent = await startTencentSmsStandIn({ AKIDsecretid: { secretKey: 'tencent-secret', sdkAppId: '1400000001' } });
    t = await createTestApp({ smsEndpoints: { aliyun: aliyun.url, tencent: tencent.url } });
    token = (await t.login()).accessToken;
  });
  afterAll(async () => {
    await t.close();
    await aliyun.close();
    await tencent.close();
  });

  const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
    method === 'GET' || method === 'DELETE'
      ? t.api<T>({ method, url: `/admin-api/system/${url}`, token, query: body as Record<string, string> | undefined })
      : t.api<T>({ method, url: `/admin-api/system/${url}`, token, payload: body });
  const channelBody = (overrides: Record<string, unknown> = {}) => ({ signature: '芋道', code: 'ALIYUN', status: 0, remark: null, apiKey: 'LTAIkey', apiSecret: 'aliyun-secret', callbackUrl: null, ...overrides });
  const templateBody = (channelId: number, overrides: Record<string, unknown> = {}) => ({
    type: 2,
    status: 0,
    code: 'test-notice',
    name: '测试通知',
    content: '{name}，您的订单{order}已发货',
    remark: null,
    apiTemplateId: 'SMS_123456',
    channelId,
    ...overrides,
  });
  const lastLog = async (mobile: string) =>
    (await t.api<{ list: SmsLog[] }>({ method: 'GET', url: '/admin-api/system/sms-log/page', token, query: { pageNo: '1', pageSize: '1', mobile } })).data.list[0]!;

  it('keeps a channel’s secret on the server: lists show a mask, and sending the mask back keeps it', async () => {
    const id = (await call<number>('POST', 'sms-channel/create', channelBody())).data;
    const shown = (await call<Channel>('GET', 'sms-channel/get', { id: String(id) })).data;
    expect(shown).toMatchObject({ signature: '芋道', code: 'ALIYUN', apiKey: 'LTAIkey', apiSecret: '******' });
    const page = await call<{ list: Channel[] }>('GET', 'sms-channel/page', { pageNo: '1', pageSize: '10', code: 'ALIYUN' });
    expect(JSON.stringify(page)).not.toContain('aliyun-secret');
    expect(page.data.list.map((c) => c.id)).toContain(id);

    expect((await call('PUT', 'sms-channel/update', { ...channelBody({ signature: '芋道源码' }), id, apiSecret: '******' })).code).toBe(0);
    const stored = await t.database.db.selectFrom('system_sms_channel').select(['apiSecret', 'signature']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ apiSecret: 'aliyun-secret', signature: '芋道源码' });
    expect((await call('PUT', 'sms-channel/update', { ...channelBody(), id, apiSecret: 'rotated' })).code).toBe(0);
    expect((await t.database.db.selectFrom('system_sms_channel').select('apiSecret').where('id', '=', id).executeTakeFirstOrThrow()).apiSecret).toBe('rotated');

    const simple = await call<Array<{ id: number; code: string; signature: string }>>('GET', 'sms-channel/list-all-simple');
    expect(simple.data).toContainEqual({ id, code: 'ALIYUN', signature: '芋道' });
    await call('DELETE', 'sms-channel/delete', { id: String(id) });
  });

  it('refuses a channel code the server has no client for, an unknown channel, and deleting a channel that has templates', async () => {
    const unsupported = await call('POST', 'sms-channel/create', channelBody({ code: 'YUN_PIAN' }));
    expect(unsupported.code).toBe(400);
    expect(unsupported.msg).toContain('YUN_PIAN');
    expect(await call('GET', 'sms-channel/get', { id: '999999' })).toMatchObject({ code: 1002011000, msg: '短信渠道不存在' });
    expect(await call('PUT', 'sms-channel/update', { ...channelBody(), id: 999999 })).toMatchObject({ code: 1002011000 });
    expect(await call('DELETE', 'sms-channel/delete', { id: '1' })).toMatchObject({ code: 1002011002, msg: '无法删除，该短信渠道还有短信模板' });
    expect(await t.database.db.selectFrom('system_sms_channel').select('id').where('id', '=', 1).executeTakeFirst()).toEqual({ id: 1 });
  });

  it('parses a template’s parameters from its content, copies its channel’s code, and keeps codes unique even under racing creates', async () => {
    const channelId = (await call<number>('POST', 'sms-channel/create', channelBody())).data;
    const id = (await call<number>('POST', 'sms-template/create', templateBody(channelId))).data;
    const template = (await call<Template>('GET', 'sms-template/get', { id: String(id) })).data;
    expect(template).toMatchObject({ code: 'test-notice', params: ['name', 'order'], channelId, channelCode: 'ALIYUN' });

    expect(await call('POST', 'sms-template/create', templateBody(channelId))).toMatchObject({ code: 1002012001, msg: '已经存在编码为【test-notice】的短信模板' });
    const raced = await Promise.all([1, 2].map(() => call('POST', 'sms-template/create', templateBody(channelId, { code: 'raced' }))));
    expect(raced.map((r) => r.code).sort()).toEqual([0, 1002012001]);

    expect(await call('POST', 'sms-template/create', templateBody(999999, { code: 'x1' }))).toMatchObject({ code: 1002011000 });
    await call('PUT', 'sms-channel/update', { ...channelBody({ status: 1 }), id: channelId });
    expect(await call('POST', 'sms-template/create', templateBody(channelId, { code: 'x2' }))).toMatchObject({ code: 1002011001 });
    await call('PUT', 'sms-channel/update', { ...channelBody({ code: 'TENCENT', apiKey: 'AKIDsecretid 1400000001', apiSecret: 'tencent-secret' }), id: channelId });
    expect((await call<Template>('GET', 'sms-template/get', { id: String(id) })).data.channelCode).toBe('TENCENT');

    expect((await call('PUT', 'sms-template/update', { ...templateBody(channelId, { code: 'test-notice-2', content: '尊敬的{name}' }), id })).code).toBe(0);
    expect((await call<Template>('GET', 'sms-template/get', { id: String(id) })).data).toMatchObject({ code: 'test-notice-2', params: ['name'] });
    const page = await call<{ list: Template[]; total: number }>('GET', 'sms-template/page', { pageNo: '1', pageSize: '10', channelId: String(channelId) });
    expect(page.data.list.map((row) => row.code).sort()).toEqual(['raced', 'test-notice-2']);
    expect(await call('POST', 'sms-template/create', templateBody(channelId, { code: 'bad code!' }))).toMatchObject({ code: 400 });

    for (const row of page.data.list) expect((await call('DELETE', 'sms-template/delete', { id: String(row.id) })).code).toBe(0);
    expect(await call('GET', 'sms-template/get', { id: String(id) })).toMatchObject({ code: 1002012000, msg: '短信模板不存在' });
    expect((await call('DELETE', 'sms-channel/delete', { id: String(channelId) })).code).toBe(0);
  });

  it('sends a test message through Alibaba Cloud: signed as its API documents, logged with the provider’s ids; a wrong secret is a logged failure', async () => {
    const channelId = (await call<number>('POST', 'sms-channel/create', channelBody())).data;
    await call('POST', 'sms-template/create', templateBody(channelId, { code: 'aliyun-notice' }));
    expect(await call('POST', 'sms-template/send-sms', { mobile: '15612345678', templateCode: 'aliyun-notice', templateParams: { name: '张三' } })).toMatchObject({
      code: 1002013001,
      msg: '模板参数(order)缺失',
    });
    const sent = await call<number>('POST', 'sms-template/send-sms', { mobile: '15612345678', templateCode: 'aliyun-notice', templateParams: { name: '张三', order: 'A1', extra: 'x' } });
    expect(sent.code).toBe(0);
    expect(aliyun.received.at(-1)).toMatchObject({ mobile: '15612345678', signName: '芋道', templateId: 'SMS_123456', params: { name: '张三', order: 'A1' } });
    const log = await lastLog('15612345678');
    expect(log).toMatchObject({ id: sent.data, channelCode: 'ALIYUN', sendStatus: 10, apiSendCode: 'OK', apiSerialNo: aliyun.received.at(-1)!.serialNo, templateContent: '张三，您的订单A1已发货', userId: 1 });
    expect(log.templateParams).toEqual({ name: '张三', order: 'A1' });

    await call('PUT', 'sms-channel/update', { ...channelBody({ apiSecret: 'wrong' }), id: channelId });
    const failed = await call<number>('POST', 'sms-template/send-sms', { mobile: '15612345678', templateCode: 'aliyun-notice', templateParams: { name: '李四', order: 'B2' } });
    expect(failed.code).toBe(0);
    expect(aliyun.refused.at(-1)).toBe('SignatureDoesNotMatch');
    expect(await lastLog('15612345678')).toMatchObject({ id: failed.data, sendStatus: 20, apiSendCode: 'SignatureDoesNotMatch' });
    expect(await call('POST', 'sms-template/send-sms', { mobile: '15612345678', templateCode: 'no-such-template' })).toMatchObject({ code: 1002013002 });
  });

  it('sends through Tencent Cloud with the TC3 signature and the parameters as an ordered list; an unreachable provider is a logged failure', async () => {
    const channelId = (await call<number>('POST', 'sms-channel/create', channelBody({ code: 'TENCENT', apiKey: 'AKIDsecretid 1400000001', apiSecret: 'tencent-secret' }))).data;
    await call('POST', 'sms-template/create', templateBody(channelId, { code: 'tencent-notice', content: '订单{order}已发货，收件人{name}', apiTemplateId: '449739' }));
    const sent = await call<number>('POST', 'sms-template/send-sms', { mobile: '13800138000', templateCode: 'tencent-notice', templateParams: { name: '张三', order: 'A1' } });
    expect(sent.code).toBe(0);
    expect(tencent.received.at(-1)).toMatchObject({ mobile: '13800138000', signName: '芋道', templateId: '449739', params: ['A1', '张三'] });
    expect(await lastLog('13800138000')).toMatchObject({ id: sent.data, channelCode: 'TENCENT', sendStatus: 10, apiSendCode: 'Ok', apiSerialNo: tencent.received.at(-1)!.serialNo, userId: null });

    await call('PUT', 'sms-channel/update', { ...channelBody({ code: 'TENCENT', apiKey: 'AKIDsecretid 1400000002', apiSecret: 'tencent-secret' }), id: channelId });
    await call('POST', 'sms-template/send-sms', { mobile: '13800138000', templateCode: 'tencent-notice', templateParams: { name: '张三', order: 'A2' } });
    expect(await lastLog('13800138000')).toMatchObject({ sendStatus: 20, apiSendCode: 'FailedOperation.SmsSdkAppIdVerifyFail' });

    const down = await createTestApp({ smsEndpoints: { aliyun: 'http://127.0.0.1:9', tencent: 'http://127.0.0.1:9' } });
    try {
      const downToken = (await down.login()).accessToken;
      const downCall = (url: string, payload: Record<string, unknown>) => down.api<number>({ method: 'POST', url: `/admin-api/system/${url}`, token: downToken, payload });
      const downChannel = (await downCall('sms-channel/create', channelBody({ code: 'TENCENT', apiKey: 'AKIDsecretid 1400000001', apiSecret: 'tencent-secret' }))).data;
      expect((await downCall('sms-template/create', templateBody(downChannel, { code: 'down-notice' }))).code).toBe(0);
      const failed = await downCall('sms-template/send-sms', { mobile: '15612345678', templateCode: 'down-notice', templateParams: { name: '张三', order: 'A3' } });
      expect(failed.code).toBe(0);
      const row = await down.database.db.selectFrom('system_sms_log').select(['sendStatus', 'apiSendCode']).where('id', '=', failed.data).executeTakeFirstOrThrow();
      expect(row).toEqual({ sendStatus: 20, apiSendCode: 'EXCEPTION' });
    } finally {
      await down.close();
    }
  });

  it('takes any JSON scalar as a template parameter, as the reference\'s Map<String, Object>, and renders it as text', async () => {
    const channelId = (await call<number>('POST', 'sms-channel/create', channelBody())).data;
    await call('POST', 'sms-template/create', templateBody(channelId, { code: 'scalar-notice' }));
    const sent = await call<number>('POST', 'sms-template/send-sms', { mobile: '15612345670', templateCode: 'scalar-notice', templateParams: { name: 1024, order: 0.5 } });
    expect(sent.code, sent.msg).toBe(0);
    expect(aliyun.received.at(-1)).toMatchObject({ mobile: '15612345670', params: { name: '1024', order: '0.5' } });
    expect(await lastLog('15612345670')).toMatchObject({ templateContent: '1024，您的订单0.5已发货', templateParams: { name: '1024', order: '0.5' } });
    expect((await call('POST', 'sms-template/send-sms', { mobile: '15612345670', templateCode: 'scalar-notice', templateParams: { name: true, order: -7 } })).code).toBe(0);
    expect(await lastLog('15612345670')).toMatchObject({ templateContent: 'true，您的订单-7已发货' });
    // null is a value that is missing (the reference checks for null); objects, arrays and unbounded numbers are refused.
    expect(await call('POST', 'sms-template/send-sms', { mobile: '15612345670', templateCode: 'scalar-notice', templateParams: { name: '张三', order: null } })).toMatchObject({ code: 1002013001, msg: '模板参数(order)缺失' });
    for (const order of [{ no: 1 }, [1], 1e300]) {
      expect(await call('POST', 'sms-template/send-sms', { mobile: '15612345670', templateCode: 'scalar-notice', templateParams: { name: '张三', order } }), JSON.stringify(order)).toMatchObject({ code: 400, msg: expect.stringContaining('templateParams') });
    }
  });

  it('records delivery receipts from both providers on the rows they name, once, whatever tenant sent them', async () => {
    const aliyunRow = await t.database.db.selectFrom('system_sms_log').select(['id', 'apiSerialNo']).where('channelCode', '=', 'ALIYUN').where('sendStatus', '=', 10).executeTakeFirstOrThrow();
    const tencentRow = await t.database.db.selectFrom('system_sms_log').select(['id', 'apiSerialNo']).where('channelCode', '=', 'TENCENT').where('sendStatus', '=', 10).executeTakeFirstOrThrow();
    const aliyunReceipt = [{ phone_number: '15612345678', send_time: '2026-11-25 10:00:00', report_time: '2026-11-25 10:00:05', success: true, err_code: 'DELIVERED', err_msg: '用户接收成功', sms_size: '1', biz_id: aliyunRow.apiSerialNo, out_id: '' }];
    const post = (provider: string, payload: unknown) => t.api({ method: 'POST', url: `/admin-api/system/sms/callback/${provider}`, payload: payload as Record<string, unknown> });
    expect(await post('aliyun', aliyunReceipt)).toMatchObject({ code: 0, data: true });
    expect(await post('tencent', [{ user_receive_time: '2026-11-25 10:01:00', nationcode: '86', mobile: '13800138000', report_status: 'FAIL', errmsg: 'MT_DELIVERED_FAIL', description: '用户关机', sid: tencentRow.apiSerialNo }])).toMatchObject({ code: 0 });
    // A replay, even one that says otherwise, changes nothing.
    expect(await post('aliyun', [{ ...aliyunReceipt[0], success: false, err_code: 'LATER' }])).toMatchObject({ code: 0 });

    const rows = await t.database.db.selectFrom('system_sms_log').select(['id', 'receiveStatus', 'receiveTime', 'apiReceiveCode', 'apiReceiveMsg']).where('id', 'in', [aliyunRow.id, tencentRow.id]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: aliyunRow.id, receiveStatus: 10, receiveTime: Date.parse('2026-11-25T10:00:05+08:00'), apiReceiveCode: 'DELIVERED', apiReceiveMsg: '用户接收成功' },
      { id: tencentRow.id, receiveStatus: 20, receiveTime: Date.parse('2026-11-25T10:01:00+08:00'), apiReceiveCode: 'MT_DELIVERED_FAIL', apiReceiveMsg: '用户关机' },
    ]);
    expect(await post('aliyun', { not: 'a list' })).toMatchObject({ code: 400 });
    expect(await post('tencent', [{ sid: 'x', report_status: 'MAYBE' }])).toMatchObject({ code: 400 });
  });
});
