import { MAX_PAGE_NO, MAX_PAGE_SIZE } from '@console/contracts/envelope';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, readXlsx } from './support/users';
import { adminAppForFile } from './support/admin-app';

interface QuerySchema {
  properties?: Record<string, { maximum?: number }>;
}
type Route = { method: string | string[]; url: string; schema?: { querystring?: QuerySchema } };

const routesOf = () => ctx.t.app.routeTable as unknown as Route[];
const isGet = (r: Route) => r.method === 'GET' || (Array.isArray(r.method) && r.method.includes('GET'));

const ctx = adminAppForFile();

/** Every page route takes pageNo/pageSize from the one platform Paging schema: one bound, refused alike. */
describe('one page bound on every page route', () => {
  const pageRoutes = () => routesOf().filter((r) => r.url.startsWith('/admin-api/') && isGet(r) && r.schema?.querystring?.properties?.pageNo);

  it('refuses a page number or size past the bound with code 400 naming the field, and accepts the bound itself', async () => {
    const routes = pageRoutes();
    // user, role, post, dict type and data, tenant, tenant package, notice, login and operate logs, lawyer.
    expect(routes.length).toBeGreaterThanOrEqual(11);
    const failures: string[] = [];
    for (const r of routes) {
      for (const [query, field] of <Array<[string, string]>>[
        [`pageNo=${MAX_PAGE_NO + 1}&pageSize=10`, 'query.pageNo'],
        [`pageNo=1&pageSize=${MAX_PAGE_SIZE + 1}`, 'query.pageSize'],
      ]) {
        const body = await ctx.t.api({ method: 'GET', url: `${r.url}?${query}`, token: ctx.token });
        if (body.code !== 400 || !body.msg.includes(field)) failures.push(`${r.url}?${query} → ${JSON.stringify(body).slice(0, 160)}`);
      }
      const atBound = await ctx.t.api<{ list: unknown[] }>({ method: 'GET', url: `${r.url}?pageNo=${MAX_PAGE_NO}&pageSize=${MAX_PAGE_SIZE}`, token: ctx.token });
      if (atBound.code !== 0 || atBound.data.list.length !== 0) failures.push(`${r.url} at the bound → ${JSON.stringify(atBound).slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});

/** Exports show a coded value with the dictionary's label as it is now, not a label written into the code. */
describe('exports read their labels from the dictionary', () => {
  const RENAMED: Record<string, { value: string; label: string }> = {
    common_status: { value: '0', label: '开启（改名）' },
    system_user_sex: { value: '1', label: '男（改名）' },
    system_data_scope: { value: '1', label: '全部数据（改名）' },
    lawyer_audit_status: { value: '1', label: '已通过（改名）' },
    system_login_type: { value: '100', label: '账号登录（改名）' },
    system_operate_type: { value: '3', label: '修改（改名）' },
    infra_job_status: { value: '1', label: '正常（改名）' },
    infra_config_type: { value: '1', label: '系统内置（改名）' },
    infra_api_error_log_process_status: { value: '0', label: '未处理（改名）' },
    infra_job_log_status: { value: '1', label: '成功（改名）' },
    system_sms_send_status: { value: '10', label: '发送成功（改名）' },
    system_sms_template_type: { value: '1', label: '验证码（改名）' },
    system_sms_channel_code: { value: 'CONSOLE', label: '控制台（改名）' },
    pay_order_status: { value: '10', label: '支付成功（改名）' },
    pay_order_refund_status: { value: '10', label: '部分退款（改名）' },
    pay_refund_order_status: { value: '1', label: '退款成功（改名）' },
    pay_refund_order_type: { value: '10', label: '部分退款（改名）' },
    system_error_code_type: { value: '1', label: '自动生成（改名）' },
    system_mail_send_status: { value: '10', label: '发送成功（改名）' },
  };

  beforeAll(async () => {
    // A finished run, so the job-log export has a row with a status.
    await ctx.t.database.db
      .insertInto('infra_job_log')
      .values({ jobId: 1, handlerName: 'loginLogCleanJob', beginTime: new Date(), endTime: new Date(), duration: 0, status: 1, result: 'ok' })
      .execute();
    // An unprocessed error, for the error-log export.
    await ctx.t.database.db.insertInto('infra_api_error_log').values({ tenantId: 1, exceptionTime: new Date(), exceptionMessage: 'test' }).execute();
    // A sign-in code sent through the console channel, for the SMS-log export.
    expect((await ctx.t.api({ method: 'POST', url: '/admin-api/system/auth/send-sms-code', payload: { mobile: '15612345678', scene: 21 } })).code).toBe(0);
    for (const [dictType, { value, label }] of Object.entries(RENAMED)) {
      const row = await ctx.t.database.db
        .selectFrom('system_dict_data')
        .select(['id', 'sort', 'value', 'dictType', 'status', 'colorType', 'cssClass', 'remark'])
        .where('dictType', '=', dictType)
        .where('value', '=', value)
        .executeTakeFirstOrThrow();
      const res = await ctx.t.api({ method: 'PUT', url: '/admin-api/system/dict-data/update', token: ctx.token, payload: { ...row, label } });
      expect(res.code).toBe(0);
    }
  });

  /** Which renamed labels each export must show: seeded rows carry those values; the renames above are logged as updates (3). */
  const EXPECTED: Record<string, string[]> = {
    '/admin-api/system/user/export': ['common_status', 'system_user_sex'],
    '/admin-api/system/role/export': ['common_status', 'system_data_scope'],
    '/admin-api/system/post/export': ['common_status'],
    '/admin-api/system/dict-type/export': ['common_status'],
    '/admin-api/system/dict-data/export': ['common_status'],
    '/admin-api/system/tenant/export-excel': ['common_status'],
    '/admin-api/audit/lawyer/export': ['lawyer_audit_status'],
    '/admin-api/system/login-log/export': ['system_login_type'],
    '/admin-api/system/operate-log/export': ['system_operate_type'],
    '/admin-api/infra/job/export-excel': ['infra_job_status'],
    '/admin-api/infra/config/export': ['infra_config_type'],
    '/admin-api/infra/api-access-log/export-excel': [],
    '/admin-api/infra/api-error-log/export-excel': ['infra_api_error_log_process_status'],
    '/admin-api/infra/job-log/export-excel': ['infra_job_log_status'],
    '/admin-api/system/sms-log/export-excel': ['system_sms_send_status'],
    '/admin-api/system/sms-template/export-excel': ['common_status', 'system_sms_template_type', 'system_sms_channel_code'],
    '/admin-api/pay/merchant/export-excel': ['common_status'],
    '/admin-api/pay/app/export-excel': ['common_status'],
    '/admin-api/pay/order/export-excel': ['pay_order_status', 'pay_order_refund_status'],
    '/admin-api/pay/refund/export-excel': ['pay_refund_order_status', 'pay_refund_order_type'],
    // 代码生成示例: a generated export labels its dictionary columns as the hand-written ones do.
    '/admin-api/infra/test-demo/export-excel': ['common_status', 'system_user_sex'],
    // Registered at start (type 1) and seeded (土豆, XXX enabled).
    '/admin-api/system/error-code/export-excel': ['system_error_code_type'],
    '/admin-api/system/sensitive-word/export-excel': ['common_status'],
    // One log row written below (a send needs an SMTP server: mail.test.ts).
    '/admin-api/system/mail-log/export-excel': ['system_mail_send_status'],
  };

  // The Vue 3 UI's names of the same exports (platform/route-aliases.ts): checked the same way.
  for (const area of ['system/user', 'system/role', 'system/post', 'system/dict-type', 'system/dict-data', 'system/login-log', 'system/operate-log', 'infra/config']) {
    EXPECTED[`/admin-api/${area}/export-excel`] = EXPECTED[`/admin-api/${area}/export`]!;
  }

  it('every export shows the renamed labels (and 未知 for a sex the dictionary has no row for)', async () => {
    const noSex = await insertUser(ctx.t, { username: 'nosexgiven' });
    // Payment has no seeded rows: one merchant and one app, so their exports have a status to label.
    const merchant = await ctx.t.api<number>({ method: 'POST', url: '/admin-api/pay/merchant/create', token: ctx.token, payload: { name: '导出商户', shortName: '导出', status: 0 } });
    const app = await ctx.t.api({
      method: 'POST',
      url: '/admin-api/pay/app/create',
      token: ctx.token,
      payload: { name: '导出应用', status: 0, payNotifyUrl: 'http://127.0.0.1/p', refundNotifyUrl: 'http://127.0.0.1/r', merchantId: merchant.data },
    });
    expect(app.code, app.msg).toBe(0);
    // An order paid on the sandbox channel and partly refunded, for the order and refund exports.
    const channel = await ctx.t.api({ method: 'POST', url: '/admin-api/pay/channel/create', token: ctx.token, payload: { code: 'mock', status: 0, feeRate: 0, appId: app.data, config: '{}' } });
    expect(channel.code, channel.msg).toBe(0);
    const demo = await ctx.t.api<number>({ method: 'POST', url: '/admin-api/pay/demo-order/create', token: ctx.token, payload: { appId: app.data, spuId: 2 } });
    const order = await ctx.t.database.db.selectFrom('pay_demo_order').select('payOrderId').where('id', '=', demo.data).executeTakeFirstOrThrow();
    const paid = await ctx.t.api({ method: 'POST', url: '/admin-api/pay/order/submit', token: ctx.token, payload: { id: order.payOrderId, channelCode: 'mock', channelExtras: { result: 'success' } } });
    expect(paid.code, paid.msg).toBe(0);
    expect((await ctx.t.api({ method: 'POST', url: '/admin-api/pay/demo-order/refund', token: ctx.token, payload: { id: demo.data, amount: 1 } })).code).toBe(0);
    await ctx.t.database.db.updateTable('system_users').set({ sex: 0 }).where('id', '=', noSex).execute();
    const example = await ctx.t.api({ method: 'POST', url: '/admin-api/infra/test-demo/create', token: ctx.token, payload: { name: '导出示例', status: 0, type: 1, category: 1 } });
    expect(example.code, example.msg).toBe(0);
    await ctx.t.database.db
      .insertInto('system_mail_log')
      .values({ toMails: ['a@example.com'], accountId: 1, fromMail: 'from@example.com', templateId: 1, templateCode: 'export', templateTitle: '导出', templateContent: '导出', sendStatus: 10, tenantId: 1 })
      .execute();
    const exports = routesOf()
      .filter((r) => isGet(r) && /\/export(-excel)?$/.test(r.url))
      .map((r) => r.url)
      .sort();
    // A new export is added here, so that its coded columns are checked too.
    expect(exports).toEqual(Object.keys(EXPECTED).sort());
    for (const [url, types] of Object.entries(EXPECTED)) {
      const res = await ctx.t.request({ method: 'GET', url, token: ctx.token });
      expect(res.headers['content-type'], url).toContain('spreadsheetml');
      const cells = (await readXlsx(res.rawPayload)).flat();
      for (const type of types) expect(cells, `${url} ${type}`).toContain(RENAMED[type]!.label);
    }
    const users = await readXlsx((await ctx.t.request({ method: 'GET', url: '/admin-api/system/user/export?username=nosexgiven', token: ctx.token })).rawPayload);
    expect(users[1]![users[0]!.indexOf('用户性别')]).toBe('未知');
  });

  it('a decision on a decided application names its status with the renamed label', async () => {
    const approved = await ctx.t.database.db.selectFrom('audit_lawyer').select(['id', 'version']).where('status', '=', 1).executeTakeFirstOrThrow();
    const res = await ctx.t.api({ method: 'PUT', url: '/admin-api/audit/lawyer/approve', token: ctx.token, payload: { id: approved.id, version: approved.version } });
    expect(res.code).toBe(1050001001);
    expect(res.msg).toContain(`「${RENAMED.lawyer_audit_status!.label}」`);
  });
});
