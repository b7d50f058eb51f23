import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './support/admin-app';
import { suffix } from './support/crud-helpers';
import { createUserWithPermissions } from './support/fixtures';

/**
 * The Vue 3 admin UI's (yudao-ui-admin-vue3 v2026.06) endpoints in areas we serve, and the shapes that moved,
 * requested as its src/api sends them.
 */
const ctx = adminAppForFile();
const get = <T>(url: string, token = ctx.token) => ctx.t.api<T>({ method: 'GET', url: `/admin-api${url}`, token });

interface UserCard {
  id: number;
  nickname: string;
  avatar: string;
  deptId: number | null;
  deptName: string | null;
}

describe('users', () => {
  it('lists users by ids=1,2 as page rows, with deptName beside dept', async () => {
    const other = await createUserWithPermissions(ctx.t, `list${suffix()}`, []);
    const res = await get<Array<{ id: number; deptName: string | null; dept: { id: number; name: string } | null }>>(`/system/user/list?ids=${other.userId},1,99999999`);
    expect(res.code).toBe(0);
    expect(res.data.map((u) => u.id)).toEqual([1, other.userId]);
    for (const row of res.data) expect(row.deptName).toBe(row.dept?.name ?? null);
    const page = await get<{ list: Array<{ deptName: string | null; dept: { name: string } | null }> }>('/system/user/page?pageNo=1&pageSize=10');
    expect(page.data.list.some((u) => u.deptName !== null)).toBe(true);
    for (const row of page.data.list) expect(row.deptName).toBe(row.dept?.name ?? null);
    expect((await get('/system/user/list?ids=1,x')).code).toBe(400);
  });

  it('gives any signed-in user a colleague\'s card and a nickname search, without contact details', async () => {
    const s = suffix();
    const plain = await createUserWithPermissions(ctx.t, `card${s}`, []);
    const token = (await ctx.t.login(`card${s}`, plain.password)).accessToken;
    const card = await get<UserCard>('/system/user/get-simple?id=1', token);
    expect(card.code).toBe(0);
    expect(Object.keys(card.data).sort()).toEqual(['avatar', 'deptId', 'deptName', 'id', 'nickname']);
    expect(card.data.id).toBe(1);
    expect((await get('/system/user/get-simple?id=99999999', token)).code).toBe(1002003003);
    const found = await get<UserCard[]>(`/system/user/list-by-nickname?nickname=${encodeURIComponent(card.data.nickname)}`, token);
    expect(found.data.map((u) => u.id)).toContain(1);
    expect((await get('/system/user/list-by-nickname?nickname=', token)).code).toBe(400);
    // The full rows stay behind the permission.
    expect((await get('/system/user/list?ids=1', token)).code).toBe(403);
  });
});

describe('dictionaries, SMS templates, 代码生成, jobs', () => {
  it('answers dict-data/type?type= as dict-data/type/{type}', async () => {
    const byQuery = await get<Array<{ value: string }>>('/system/dict-data/type?type=common_status');
    expect(byQuery.code).toBe(0);
    expect(byQuery).toEqual(await get('/system/dict-data/type/common_status'));
    expect(byQuery.data.map((d) => d.value)).toEqual(['0', '1']);
  });

  it('seeds infra_operate_type, through which the UI shows an access log\'s operateType', async () => {
    const data = await get<Array<{ value: string; label: string }>>('/system/dict-data/type?type=infra_operate_type');
    expect(data.data.map((d) => d.value)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
  });

  it('lists enabled SMS templates as {id, name, code}', async () => {
    const res = await get<Array<{ id: number; name: string; code: string }>>('/system/sms-template/simple-list');
    expect(res.code).toBe(0);
    expect(res.data.length).toBeGreaterThan(0);
    expect(Object.keys(res.data[0]!).sort()).toEqual(['code', 'id', 'name']);
  });

  it('lists one data source\'s table definitions', async () => {
    await ctx.t.api({ method: 'POST', url: '/admin-api/infra/codegen/create-list', token: ctx.token, payload: { dataSourceConfigId: 0, tableNames: ['system_post'] } });
    const res = await get<Array<{ tableName: string; dataSourceConfigId: number }>>('/infra/codegen/table/list?dataSourceConfigId=0');
    expect(res.data.map((t) => t.tableName)).toContain('system_post');
    expect((await get<unknown[]>('/infra/codegen/table/list?dataSourceConfigId=424242')).data).toEqual([]);
  });

  it('answers 前端类型 (frontType), which its 生成信息 form requires, and saves the form back with it', async () => {
    const front = await get<Array<{ value: string; label: string }>>('/system/dict-data/type?type=infra_codegen_front_type');
    expect(front.data.map((d) => d.value)).toEqual(['90']);
    await ctx.t.api({ method: 'POST', url: '/admin-api/infra/codegen/create-list', token: ctx.token, payload: { dataSourceConfigId: 0, tableNames: ['system_post'] } });
    const listed = (await get<Array<{ id: number; tableName: string }>>('/infra/codegen/table/list?dataSourceConfigId=0')).data.find((t) => t.tableName === 'system_post')!;
    const detail = (await get<{ table: Record<string, unknown>; columns: Array<Record<string, unknown>> }>(`/infra/codegen/detail?tableId=${listed.id}`)).data;
    expect(detail.table.frontType).toBe(90);
    const save = (frontType: unknown) =>
      ctx.t.api({ method: 'PUT', url: '/admin-api/infra/codegen/update', token: ctx.token, payload: { table: { ...detail.table, parentMenuId: 1, frontType }, columns: detail.columns } });
    expect(await save(90)).toMatchObject({ code: 0 });
    const refused = await save(20);
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('frontType');
  });

  it('syncs the job schedule (POST /infra/job/sync)', async () => {
    expect(await ctx.t.api({ method: 'POST', url: '/admin-api/infra/job/sync', token: ctx.token })).toEqual({ code: 0, msg: '', data: true });
  });
});

describe('the operate log\'s later model', () => {
  it('carries userName, subType, action, bizId, extra and createTime beside the 2022 fields, and searches by them', async () => {
    const s = suffix();
    const created = await ctx.t.api<number>({ method: 'POST', url: '/admin-api/system/post/create', token: ctx.token, payload: { name: `日志${s}`, code: `log_${s}`, sort: 1 } });
    await ctx.t.api({ method: 'PUT', url: '/admin-api/system/post/update', token: ctx.token, payload: { id: created.data, name: `日志改${s}`, code: `log_${s}`, sort: 1, status: 0 } });
    // As the Vue 3 UI's search form sends them: module as `type`, operation as subType, the row as bizId.
    const page = await get<{ list: Array<Record<string, unknown>> }>(`/system/operate-log/page?pageNo=1&pageSize=10&type=${encodeURIComponent('岗位')}&bizId=${created.data}`);
    expect(page.code).toBe(0);
    const [update, create] = page.data.list;
    expect(update).toMatchObject({ userName: update!.userNickname, subType: update!.name, type: 3, bizId: created.data, createTime: update!.startTime });
    expect(JSON.parse(update!.extra as string)).toEqual(update!.exts);
    expect(create).toMatchObject({ type: 2, bizId: created.data, action: create!.name });
    const bySubType = await get<{ list: Array<{ id: number }> }>(`/system/operate-log/page?pageNo=1&pageSize=10&subType=${encodeURIComponent('修改岗位')}&bizId=${created.data}`);
    expect(bySubType.data.list.map((r) => r.id)).toEqual([update!.id]);
    // The 2022 UI's numeric type still filters by operate type.
    const byType = await get<{ list: Array<{ type: number }> }>('/system/operate-log/page?pageNo=1&pageSize=10&type=2');
    expect(byType.data.list.every((r) => r.type === 2)).toBe(true);
  });
});

describe('应用信息', () => {
  it('lists every app when no ids are given, and only those asked for otherwise', async () => {
    const all = await get<Array<{ id: number }>>('/pay/app/list');
    expect(all.code).toBe(0);
    expect(all.data.length).toBeGreaterThan(0);
    const one = await get<Array<{ id: number }>>(`/pay/app/list?ids=${all.data[0]!.id}`);
    expect(one.data.map((a) => a.id)).toEqual([all.data[0]!.id]);
  });
});

describe('社交用户', () => {
  it('pages and gets the tenant\'s social accounts with the token masked and the raw token answer withheld', async () => {
    const openid = `oid${suffix()}`;
    const { id } = await ctx.t.database.db
      .insertInto('system_social_user')
      .values({ tenantId: 1, type: 11, openid, token: 'gho_secret_token_value_1234', rawTokenInfo: '{"access_token":"gho_secret_token_value_1234"}', nickname: '社交甲', code: 'one-time', state: 'st' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await get<{ total: number; list: Array<Record<string, unknown>> }>(`/system/social-user/page?pageNo=1&pageSize=10&type=11&openid=${openid}`);
    expect(page.data.total).toBe(1);
    const [row] = page.data.list;
    expect(row).toMatchObject({ id, type: 11, openid, nickname: '社交甲', rawTokenInfo: null, code: null, state: null });
    expect(row!.token).not.toContain('secret_token');
    expect(JSON.stringify(page)).not.toContain('secret_token');
    expect((await get(`/system/social-user/get?id=${id}`)).data).toEqual(row);
    expect(await get('/system/social-user/get?id=99999999')).toMatchObject({ code: 0, data: null });
  });

  it('answers get-bind-list as the personal centre\'s list', async () => {
    const res = await get('/system/social-user/get-bind-list');
    expect(res.code).toBe(0);
    expect(res).toEqual(await get('/system/social-user/list'));
  });
});

describe('通知公告 push', () => {
  it('checks the notice as the reference does (no WebSocket client is connected to receive it)', async () => {
    const id = (await ctx.t.api<number>({ method: 'POST', url: '/admin-api/system/notice/create', token: ctx.token, payload: { title: `推送${suffix()}`, type: 1, content: '<p>x</p>', status: 0 } })).data;
    expect(await ctx.t.api({ method: 'POST', url: `/admin-api/system/notice/push?id=${id}`, token: ctx.token })).toEqual({ code: 0, msg: '', data: true });
    expect(await ctx.t.api({ method: 'POST', url: '/admin-api/system/notice/push?id=99999999', token: ctx.token })).toMatchObject({ code: 1002008001 });
  });
});

describe('忘记密码: POST /system/auth/reset-password', () => {
  it('resets the password of the user with that mobile with a scene-23 code, once, and ends their sessions', async () => {
    const s = suffix();
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const user = await createUserWithPermissions(ctx.t, `reset${s}`, []);
    await ctx.t.database.db.updateTable('system_users').set({ mobile }).where('id', '=', user.userId).execute();
    const session = (await ctx.t.login(`reset${s}`, user.password)).accessToken;
    const post = (url: string, payload: object) => ctx.t.api({ method: 'POST', url: `/admin-api/system/auth/${url}`, payload });
    expect(await post('send-sms-code', { mobile, scene: 23 })).toMatchObject({ code: 0 });
    const { code } = await ctx.t.database.db.selectFrom('system_sms_code').select('code').where('mobile', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // A sign-in code is not a reset code, and a wrong code changes nothing.
    expect((await post('reset-password', { mobile, code: '000000' === code ? '111111' : '000000', password: 'newpass1' })).code).not.toBe(0);
    expect(await post('reset-password', { mobile, code, password: 'newpass1' })).toEqual({ code: 0, msg: '', data: true });
    expect((await post('reset-password', { mobile, code, password: 'again123' })).code).not.toBe(0);
    expect((await ctx.t.login(`reset${s}`, 'newpass1')).accessToken).toBeTruthy();
    expect((await get('/system/auth/get-permission-info', session)).code).toBe(401);
    expect(await post('reset-password', { mobile: '13900000000', code, password: 'newpass1' })).toMatchObject({ code: 1002003013 });
    expect((await post('reset-password', { mobile, code, password: 'abc' })).code).toBe(400);
  });
});

describe('注册: POST /system/auth/register', () => {
  it('is refused while system.user.register-enabled is not true, then creates an enabled user signed in at once', async () => {
    const s = suffix();
    const body = { username: `reg${s}`, nickname: `注册${s}`, password: 'regpass1' };
    const post = (payload: object) => ctx.t.api<{ accessToken: string; userId: number }>({ method: 'POST', url: '/admin-api/system/auth/register', payload });
    expect(await post(body)).toMatchObject({ code: 1002003014 });
    await ctx.t.database.db
      .insertInto('infra_config')
      .values({ category: 'biz', type: 2, name: '用户注册', configKey: 'system.user.register-enabled', value: 'true', visible: true, remark: null, creator: '1', updater: '1' })
      .execute();
    const created = await post(body);
    expect(created.code).toBe(0);
    const me = await get<{ user: { id: number; nickname: string } }>('/system/auth/get-permission-info', created.data.accessToken);
    expect(me.data.user).toMatchObject({ id: created.data.userId, nickname: body.nickname });
    expect((await ctx.t.login(body.username, body.password)).userId).toBe(created.data.userId);
    // The username is taken now; a malformed one is refused before anything is written.
    expect((await post(body)).code).toBe(1002003000);
    expect((await post({ ...body, username: 'a b' })).code).toBe(400);
    await ctx.t.database.db.deleteFrom('infra_config').where('configKey', '=', 'system.user.register-enabled').execute();
  });
});
