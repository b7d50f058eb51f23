import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPermissions } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAppForFile } from './support/admin-app';
import { insertUser, lastOperateLog, readXlsx, USER_API, userRow } from './support/users';

interface UserRow {
  id: number;
  username: string;
  nickname: string;
  remark: string | null;
  deptId: number | null;
  postIds: number[];
  email: string;
  mobile: string;
  sex: number;
  avatar: string;
  status: number;
  loginIp: string;
  loginDate: number | null;
  createTime: number;
  dept: { id: number; name: string } | null;
}
interface Page<T> {
  list: T[];
  total: number;
}

describe('users', () => {
  const ctx = adminAppForFile();

  const create = (payload: Record<string, unknown>) => ctx.t.api<number>({ method: 'POST', url: `${USER_API}/create`, token: ctx.token, payload });
  const update = (payload: Record<string, unknown>) => ctx.t.api<boolean>({ method: 'PUT', url: `${USER_API}/update`, token: ctx.token, payload });
  const get = (id: number) => ctx.t.api<UserRow>({ method: 'GET', url: `${USER_API}/get`, token: ctx.token, query: { id: String(id) } });
  const page = (query: Record<string, string | string[]>) => ctx.t.api<Page<UserRow>>({ method: 'GET', url: `${USER_API}/page`, token: ctx.token, query });
  const userCount = async () => Number((await ctx.t.database.db.selectFrom('system_users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe('create', () => {
    it('creates a user with posts in both places, status 0 and a hashed password', async () => {
      const res = await create({
        username: 'alice01',
        password: 'secret1',
        nickname: '爱丽丝',
        remark: '新人',
        deptId: 104,
        postIds: [1, 2, 2],
        email: 'alice@example.com',
        mobile: '13800000001',
        sex: 2,
      });
      expect(res.code).toBe(0);
      const row = await userRow(ctx.t, res.data);
      expect(row).toMatchObject({ username: 'alice01', nickname: '爱丽丝', deptId: 104, postIds: [1, 2], status: 0, sex: 2, tenantId: 1 });
      expect(row!.password).not.toContain('secret1');
      const links = await ctx.t.database.db.selectFrom('system_user_post').select('postId').where('userId', '=', res.data).orderBy('postId').execute();
      expect(links.map((l) => l.postId)).toEqual([1, 2]);
      expect((await ctx.t.login('alice01', 'secret1')).userId).toBe(res.data);
    });

    it('refuses a taken username, mobile or email with 1002003000/1/2', async () => {
      await create({ username: 'dupe01', password: 'secret1', nickname: 'd', mobile: '13800000002', email: 'dupe@example.com' });
      const before = await userCount();
      expect(await create({ username: 'dupe01', password: 'secret1', nickname: 'd' })).toMatchObject({ code: 1002003000, msg: '用户账号已经存在' });
      expect(await create({ username: 'dupe02', password: 'secret1', nickname: 'd', mobile: '13800000002' })).toMatchObject({ code: 1002003001, msg: '手机号已经存在' });
      expect(await create({ username: 'dupe03', password: 'secret1', nickname: 'd', email: 'dupe@example.com' })).toMatchObject({ code: 1002003002, msg: '邮箱已经存在' });
      expect(await userCount()).toBe(before);
      // Empty mobile and email mean "none" and never collide.
      expect((await create({ username: 'dupe04', password: 'secret1', nickname: 'd', mobile: '', email: '' })).code).toBe(0);
      expect((await create({ username: 'dupe05', password: 'secret1', nickname: 'd', mobile: '', email: null })).code).toBe(0);
    });

    it('refuses a missing or disabled dept and a missing or disabled post', async () => {
      await ctx.t.database.db.updateTable('system_dept').set({ status: 1 }).where('id', '=', 109).execute();
      await ctx.t.database.db.insertInto('system_post').values({ id: 50, code: 'off', name: '停用岗位', status: 1, remark: null, tenantId: 1 }).execute();
      const before = await userCount();
      expect(await create({ username: 'deptx01', password: 'secret1', nickname: 'x', deptId: 999 })).toMatchObject({ code: 1002004002, msg: '当前部门不存在' });
      expect(await create({ username: 'deptx02', password: 'secret1', nickname: 'x', deptId: 109 })).toMatchObject({ code: 1002004006 });
      expect(await create({ username: 'postx01', password: 'secret1', nickname: 'x', postIds: [1, 999] })).toMatchObject({ code: 1002005000, msg: '当前岗位不存在' });
      expect(await create({ username: 'postx02', password: 'secret1', nickname: 'x', postIds: [50] })).toMatchObject({ code: 1002005001, msg: '岗位(停用岗位) 不处于开启状态，不允许选择' });
      expect(await userCount()).toBe(before);
    });

    it('refuses a user beyond the tenant account quota (1002003008)', async () => {
      const n = await userCount();
      await ctx.t.database.db.updateTable('system_tenant').set({ accountCount: n }).where('id', '=', 1).execute();
      try {
        expect(await create({ username: 'quota01', password: 'secret1', nickname: 'q' })).toMatchObject({
          code: 1002003008,
          msg: `创建用户失败，原因：超过租户最大租户配额(${n})！`,
        });
        expect(await userCount()).toBe(n);
      } finally {
        await ctx.t.database.db.updateTable('system_tenant').set({ accountCount: 9999 }).where('id', '=', 1).execute();
      }
    });

    it('answers bad input with 400 naming the field and writes nothing', async () => {
      const before = await userCount();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ password: 'secret1', nickname: 'x' }, 'body.username 不能为空'],
        [{ username: 'ab', password: 'secret1', nickname: 'x' }, 'body.username'],
        [{ username: 'has space', password: 'secret1', nickname: 'x' }, 'body.username 格式不正确'],
        [{ username: 'a'.repeat(31), password: 'secret1', nickname: 'x' }, 'body.username'],
        [{ username: 'okname1', password: 'abc', nickname: 'x' }, 'body.password 长度不能少于 4'],
        [{ username: 'okname1', password: 'x'.repeat(17), nickname: 'x' }, 'body.password 长度不能超过 16'],
        [{ username: 'okname1', password: 'secret1' }, 'body.nickname 不能为空'],
        [{ username: 'okname1', password: 'secret1', nickname: 'x'.repeat(31) }, 'body.nickname 长度不能超过 30'],
        [{ username: 'okname1', password: 'secret1', nickname: 'x', email: 'not-an-email' }, 'body.email 格式不正确'],
        [{ username: 'okname1', password: 'secret1', nickname: 'x', email: `${'a'.repeat(45)}@x.com` }, 'body.email 长度不能超过 50'],
        [{ username: 'okname1', password: 'secret1', nickname: 'x', mobile: '12345678901' }, 'body.mobile 格式不正确'],
        [{ username: 'okname1', password: 'secret1', nickname: 'x', mobile: '+8613800138000' }, 'body.mobile'],
        [{ username: 'okname1', password: 'secret1', nickname: 'x', sex: 4 }, 'body.sex'],
        [{ username: 'okname1', password: 'secret1', nickname: 'x', deptId: 'abc' }, 'body.deptId'],
        [{ username: 'okname1', password: 'secret1', nickname: 'x', postIds: 'abc' }, 'body.postIds'],
        [{ username: 12345, password: 'secret1', nickname: 'x' }, 'body.username'],
      ];
      for (const [payload, detail] of cases) {
        const res = await create(payload);
        expect(res.code, JSON.stringify(payload)).toBe(400);
        expect(res.msg).toContain(detail);
      }
      expect(await userCount()).toBe(before);
    });
  });

  describe('page and get', () => {
    let ids: Record<'p1' | 'p2' | 'p3' | 'p4', number>;
    beforeAll(async () => {
      ids = {
        p1: await insertUser(ctx.t, { username: 'pageuser1', deptId: 105, mobile: '13911110001' }),
        p2: await insertUser(ctx.t, { username: 'pageuser2', deptId: 108, mobile: '13911110002', status: 1 }),
        p3: await insertUser(ctx.t, { username: 'pageuser3', deptId: 102, mobile: '13911110003' }),
        p4: await insertUser(ctx.t, { username: 'pageuser4', deptId: null }),
      };
    });

    it('pages users newest first with dept {id, name}', async () => {
      const res = await page({ username: 'pageuser', pageNo: '1', pageSize: '3' });
      expect(res.data.total).toBe(4);
      expect(res.data.list.map((u) => u.username)).toEqual(['pageuser4', 'pageuser3', 'pageuser2']);
      expect(res.data.list[1]!.dept).toEqual({ id: 102, name: '长沙分公司' });
      expect(res.data.list[0]!.dept).toBeNull();
      expect(Object.keys(res.data.list[0]!).sort()).toEqual(
        ['id', 'username', 'nickname', 'remark', 'deptId', 'postIds', 'email', 'mobile', 'sex', 'avatar', 'status', 'loginIp', 'loginDate', 'createTime', 'dept', 'deptName'].sort(),
      );
      expect(JSON.stringify(res.data)).not.toContain('password');
      const second = await page({ username: 'pageuser', pageNo: '2', pageSize: '3' });
      expect(second.data.list.map((u) => u.username)).toEqual(['pageuser1']);
    });

    it('filters by dept including its sub-depts, mobile (like), status and create time', async () => {
      const byDept = await page({ username: 'pageuser', deptId: '102' });
      expect(byDept.data.list.map((u) => u.username).sort()).toEqual(['pageuser2', 'pageuser3']);
      const byRoot = await page({ username: 'pageuser', deptId: '100' });
      expect(byRoot.data.total).toBe(3);
      expect((await page({ mobile: '1391111000' })).data.total).toBe(3);
      expect((await page({ username: 'pageuser', status: '1' })).data.list.map((u) => u.username)).toEqual(['pageuser2']);
      const future = await page({ username: 'pageuser', 'createTime[0]': '2099-01-01 00:00:00', 'createTime[1]': '2099-12-31 23:59:59' });
      expect(future.data.total).toBe(0);
      const now = await page({ username: 'pageuser', createTime: ['2000-01-01 00:00:00', '2099-12-31 23:59:59'] });
      expect(now.data.total).toBe(4);
      // LIKE wildcards are taken literally.
      expect((await page({ username: '%' })).data.total).toBe(0);
    });

    it('answers the unfiltered and dept-tree totals from kept counts that follow every write', async () => {
      const db = ctx.t.database.db;
      const real = async (deptIds?: number[]) => {
        let q = db.selectFrom('system_users').select((eb) => eb.fn.countAll().as('n')).where('tenantId', '=', 1);
        if (deptIds) q = q.where('deptId', 'in', deptIds);
        return Number((await q.executeTakeFirstOrThrow()).n);
      };
      const check = async (when: string) => {
        expect((await page({})).data.total, when).toBe(await real());
        expect((await page({ deptId: '101' })).data.total, when).toBe(await real([101, 103, 104, 105, 106, 107]));
        expect((await page({ deptId: '108' })).data.total, when).toBe(await real([108]));
        const kept = await db.selectFrom('system_users_dept_count').select(['tenantId', 'deptId', 'userCount']).where('userCount', '>', 0).orderBy('tenantId').orderBy('deptId').execute();
        const grouped = await db
          .selectFrom('system_users')
          .select((eb) => ['tenantId', eb.fn.coalesce('deptId', eb.lit(0)).as('deptId'), eb.fn.countAll<number>().as('userCount')])
          .groupBy(['tenantId', 'deptId'])
          .orderBy('tenantId')
          .orderBy('deptId')
          .execute();
        expect(kept, when).toEqual(grouped.map((g) => ({ ...g, userCount: Number(g.userCount) })));
      };
      await check('at start');
      const id = (await create({ username: 'kept01', password: 'secret1', nickname: 'k', deptId: 108 })).data;
      await check('after create');
      await update({ id, nickname: 'k', deptId: 103 });
      await check('after moving dept');
      await update({ id, nickname: 'k', deptId: null });
      await check('after leaving the dept');
      await ctx.t.api({ method: 'DELETE', url: `${USER_API}/delete`, token: ctx.token, query: { id: String(id) } });
      await check('after delete');
    });

    it('refuses bad filters with 400', async () => {
      for (const query of [{ pageSize: '101' }, { pageNo: '0' }, { status: '5' }, { deptId: 'x' }, { createTime: ['nope', 'never'] }]) {
        expect((await page(query as never)).code, JSON.stringify(query)).toBe(400);
      }
    });

    it('gets one user, 1002003003 for an unknown id and 400 for a bad one', async () => {
      const res = await get(ids.p1);
      expect(res.data).toMatchObject({ id: ids.p1, username: 'pageuser1', dept: { id: 105, name: '测试部门' } });
      expect(await get(999999)).toMatchObject({ code: 1002003003, msg: '用户不存在' });
      expect((await ctx.t.api({ method: 'GET', url: `${USER_API}/get`, token: ctx.token, query: { id: 'abc' } })).code).toBe(400);
    });

    it('lists enabled users as {id, nickname}', async () => {
      const res = await ctx.t.api<Array<{ id: number; nickname: string }>>({ method: 'GET', url: `${USER_API}/list-all-simple`, token: ctx.token });
      expect(res.data).toContainEqual({ id: ids.p1, nickname: 'pageuser1-nick' });
      expect(res.data.find((u) => u.id === ids.p2)).toBeUndefined();
      expect(Object.keys(res.data[0]!).sort()).toEqual(['id', 'nickname']);
    });
  });

  describe('update', () => {
    it('updates the fields, re-links posts, ignores username and logs before/after', async () => {
      const id = (await create({ username: 'upd01', password: 'secret1', nickname: 'old', deptId: 103, postIds: [1], mobile: '13800000011' })).data;
      const res = await update({ id, username: 'hacked', nickname: 'new', deptId: 104, postIds: [2, 4], email: 'upd@example.com', mobile: '', sex: 1, remark: 'r' });
      expect(res).toMatchObject({ code: 0, data: true });
      const row = await userRow(ctx.t, id);
      expect(row).toMatchObject({ username: 'upd01', nickname: 'new', deptId: 104, postIds: [2, 4], email: 'upd@example.com', mobile: '', sex: 1, remark: 'r' });
      const links = await ctx.t.database.db.selectFrom('system_user_post').select('postId').where('userId', '=', id).orderBy('postId').execute();
      expect(links.map((l) => l.postId)).toEqual([2, 4]);
      const log = await lastOperateLog(ctx.t, '修改用户');
      expect(log?.exts).toMatchObject({ before: { nickname: 'old', deptId: 103, postIds: [1] }, after: { nickname: 'new', deptId: 104, postIds: [2, 4] } });
    });

    it('refuses an unknown user, taken mobile/email, bad dept or post, and bad input, changing nothing', async () => {
      const id = (await create({ username: 'upd02', password: 'secret1', nickname: 'keep' })).data;
      await create({ username: 'upd03', password: 'secret1', nickname: 'x', mobile: '13800000012', email: 'taken@example.com' });
      expect(await update({ id: 999999, nickname: 'x' })).toMatchObject({ code: 1002003003 });
      expect(await update({ id, nickname: 'x', mobile: '13800000012' })).toMatchObject({ code: 1002003001 });
      expect(await update({ id, nickname: 'x', email: 'taken@example.com' })).toMatchObject({ code: 1002003002 });
      expect(await update({ id, nickname: 'x', deptId: 999 })).toMatchObject({ code: 1002004002 });
      expect(await update({ id, nickname: 'x', postIds: [999] })).toMatchObject({ code: 1002005000 });
      expect(await update({ id, nickname: 'x'.repeat(31) })).toMatchObject({ code: 400 });
      expect(await update({ id, nickname: 'x', sex: 'male' })).toMatchObject({ code: 400 });
      expect(await update({ nickname: 'x' })).toMatchObject({ code: 400, msg: '请求参数不正确:body.id 不能为空' });
      expect((await userRow(ctx.t, id))?.nickname).toBe('keep');
    });
  });

  describe('delete', () => {
    it('deletes the user with their role and post links, logging the row before', async () => {
      const id = (await create({ username: 'del01', password: 'secret1', nickname: 'gone', postIds: [1] })).data;
      await ctx.t.database.db.insertInto('system_user_role').values({ userId: id, roleId: 2, tenantId: 1 }).execute();
      expect(await ctx.t.api({ method: 'DELETE', url: `${USER_API}/delete`, token: ctx.token, query: { id: String(id) } })).toMatchObject({ code: 0, data: true });
      expect(await userRow(ctx.t, id)).toBeUndefined();
      expect(await ctx.t.database.db.selectFrom('system_user_role').select('id').where('userId', '=', id).execute()).toEqual([]);
      expect(await ctx.t.database.db.selectFrom('system_user_post').select('id').where('userId', '=', id).execute()).toEqual([]);
      expect((await lastOperateLog(ctx.t, '删除用户'))?.exts).toMatchObject({ before: { id, username: 'del01' } });
    });

    it('refuses deleting yourself, the system admin, or an unknown user', async () => {
      const own = await createUserWithPermissions(ctx.t, 'deleter1', ['system:user:delete']);
      const other = await ctx.t.login('deleter1', 'pass1234');
      expect(await ctx.t.api({ method: 'DELETE', url: `${USER_API}/delete`, token: other.accessToken, query: { id: String(own.userId) } })).toMatchObject({
        code: 1002003010,
      });
      expect(await ctx.t.api({ method: 'DELETE', url: `${USER_API}/delete`, token: other.accessToken, query: { id: '1' } })).toMatchObject({ code: 1002003011 });
      expect(await ctx.t.api({ method: 'DELETE', url: `${USER_API}/delete`, token: ctx.token, query: { id: '1' } })).toMatchObject({ code: 1002003010 });
      expect(await ctx.t.api({ method: 'DELETE', url: `${USER_API}/delete`, token: ctx.token, query: { id: '999999' } })).toMatchObject({ code: 1002003003 });
      expect(await ctx.t.api({ method: 'DELETE', url: `${USER_API}/delete`, token: ctx.token, query: { id: '-1' } })).toMatchObject({ code: 400 });
      expect(await userRow(ctx.t, 1)).toBeDefined();
      expect(await userRow(ctx.t, own.userId)).toBeDefined();
    });
  });

  describe('password and status', () => {
    it('resets a password: the new one signs in, the old one does not', async () => {
      const id = (await create({ username: 'pwd01', password: 'before1', nickname: 'p' })).data;
      expect(await ctx.t.api({ method: 'PUT', url: `${USER_API}/update-password`, token: ctx.token, payload: { id, password: 'after1' } })).toMatchObject({ code: 0 });
      expect((await ctx.t.login('pwd01', 'after1')).userId).toBe(id);
      expect((await ctx.t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'pwd01', password: 'before1' } })).code).toBe(1002000000);
      expect(await ctx.t.api({ method: 'PUT', url: `${USER_API}/update-password`, token: ctx.token, payload: { id: 999999, password: 'after1' } })).toMatchObject({ code: 1002003003 });
      expect(await ctx.t.api({ method: 'PUT', url: `${USER_API}/update-password`, token: ctx.token, payload: { id, password: 'abc' } })).toMatchObject({ code: 400 });
      const log = await lastOperateLog(ctx.t, '重置用户密码');
      expect(log?.javaMethodArgs).not.toContain('after1');
    });

    it('disabling a user signs them out at once: access token dead, refresh refused', async () => {
      const user = await createUserWithPermissions(ctx.t, 'status01', ['system:user:list']);
      const session = await ctx.t.login('status01', 'pass1234');
      const check = () => ctx.t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: session.accessToken });
      expect((await check()).code).toBe(0);
      expect(await ctx.t.api({ method: 'PUT', url: `${USER_API}/update-status`, token: ctx.token, payload: { id: user.userId, status: 1 } })).toMatchObject({ code: 0, data: true });
      expect((await check()).code).toBe(401);
      const refresh = await ctx.t.api({ method: 'POST', url: '/admin-api/system/auth/refresh-token', query: { refreshToken: session.refreshToken } });
      expect(refresh.code).not.toBe(0);
      expect((await ctx.t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'status01', password: 'pass1234' } })).code).toBe(1002000001);
      expect((await lastOperateLog(ctx.t, '修改用户状态'))?.exts).toMatchObject({ before: { status: 0 }, after: { status: 1 } });
      // Enabled again, they sign in again.
      await ctx.t.api({ method: 'PUT', url: `${USER_API}/update-status`, token: ctx.token, payload: { id: user.userId, status: 0 } });
      expect((await ctx.t.login('status01', 'pass1234')).userId).toBe(user.userId);
    });

    it('refuses disabling yourself, an unknown user and a bad status', async () => {
      expect(await ctx.t.api({ method: 'PUT', url: `${USER_API}/update-status`, token: ctx.token, payload: { id: 1, status: 1 } })).toMatchObject({ code: 1002003012 });
      expect(await ctx.t.api({ method: 'PUT', url: `${USER_API}/update-status`, token: ctx.token, payload: { id: 999999, status: 1 } })).toMatchObject({ code: 1002003003 });
      expect(await ctx.t.api({ method: 'PUT', url: `${USER_API}/update-status`, token: ctx.token, payload: { id: 1, status: 2 } })).toMatchObject({ code: 400 });
      expect((await userRow(ctx.t, 1))?.status).toBe(0);
    });
  });

  describe('export', () => {
    it('streams an .xlsx of the filtered users', async () => {
      await insertUser(ctx.t, { username: 'exportme1', deptId: 106, mobile: '13922220001' });
      await insertUser(ctx.t, { username: 'exportme2', deptId: 107 });
      const res = await ctx.t.request({ method: 'GET', url: `${USER_API}/export`, token: ctx.token, query: { username: 'exportme' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户数据.xlsx'));
      const rows = await readXlsx(res.rawPayload);
      expect(rows[0]).toEqual(['用户编号', '用户名称', '用户昵称', '部门名称', '用户邮箱', '手机号码', '用户性别', '账号状态', '最后登录IP', '最后登录时间', '创建时间']);
      expect(rows.slice(1).map((r) => [r[1], r[3], r[5], r[7]])).toEqual([
        ['exportme1', '财务部门', '13922220001', '开启'],
        ['exportme2', '运维部门', '', '开启'],
      ]);
      const byDept = await readXlsx((await ctx.t.request({ method: 'GET', url: `${USER_API}/export`, token: ctx.token, query: { username: 'exportme', deptId: '107' } })).rawPayload);
      expect(byDept.slice(1).map((r) => r[1])).toEqual(['exportme2']);
      expect((await lastOperateLog(ctx.t, '导出用户'))?.type).toBe(5);
    });
  });

  describe('user roles', () => {
    it('assigns exactly the given roles and lists them', async () => {
      const id = await insertUser(ctx.t, { username: 'roles01', roleIds: [2] });
      const extra = await ctx.t.database.db
        .insertInto('system_role')
        .values({ name: '审计', code: 'audit', dataScopeDeptIds: '[]', remark: null, tenantId: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const list = () => ctx.t.api<number[]>({ method: 'GET', url: '/admin-api/system/permission/list-user-roles', token: ctx.token, query: { userId: String(id) } });
      expect((await list()).data).toEqual([2]);
      expect(await ctx.t.api({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token: ctx.token, payload: { userId: id, roleIds: [extra.id, extra.id] } })).toMatchObject({
        code: 0,
        data: true,
      });
      expect((await list()).data).toEqual([extra.id]);
      expect((await lastOperateLog(ctx.t, '赋予用户角色'))?.exts).toMatchObject({ before: { roleIds: [2] }, after: { roleIds: [extra.id] } });
      await ctx.t.api({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token: ctx.token, payload: { userId: id, roleIds: [] } });
      expect((await list()).data).toEqual([]);
    });

    it('refuses unknown roles, unknown users and bad input', async () => {
      const id = await insertUser(ctx.t, { username: 'roles02', roleIds: [2] });
      const assign = (payload: unknown) => ctx.t.api({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token: ctx.token, payload: payload as object });
      expect(await assign({ userId: id, roleIds: [2, 999999] })).toMatchObject({ code: 1002002000, msg: '角色不存在' });
      expect(await assign({ userId: 999999, roleIds: [2] })).toMatchObject({ code: 1002003003 });
      expect(await assign({ userId: id, roleIds: 'x' })).toMatchObject({ code: 400 });
      expect(await assign({ userId: id })).toMatchObject({ code: 400 });
      expect((await ctx.t.api({ method: 'GET', url: '/admin-api/system/permission/list-user-roles', token: ctx.token, query: { userId: '999999' } })).code).toBe(1002003003);
      const rows = await ctx.t.database.db.selectFrom('system_user_role').select('roleId').where('userId', '=', id).execute();
      expect(rows.map((r) => r.roleId)).toEqual([2]);
    });

    it('lets only a super admin grant or take away super_admin', async () => {
      await createUserWithPermissions(ctx.t, 'assigner1', ['system:permission:assign-user-role']);
      const assigner = await ctx.t.login('assigner1', 'pass1234');
      const target = await insertUser(ctx.t, { username: 'roles03' });
      const assign = (roleIds: number[]) =>
        ctx.t.api({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token: assigner.accessToken, payload: { userId: target, roleIds } });
      expect(await assign([1])).toMatchObject({ code: 403 });
      expect(await assign([2])).toMatchObject({ code: 0 });
      const admins = await ctx.t.api({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token: assigner.accessToken, payload: { userId: 1, roleIds: [2] } });
      expect(admins).toMatchObject({ code: 403 });
      const adminRoles = await ctx.t.database.db.selectFrom('system_user_role').select('roleId').where('userId', '=', 1).orderBy('roleId').execute();
      expect(adminRoles.map((r) => r.roleId)).toEqual([1, 2]);
    });
  });

  describe('permissions', () => {
    it('a user holding only system:user:query and system:user:list lists and reads, and gets 403 on every write and export', async () => {
      await createUserWithPermissions(ctx.t, 'viewer01', ['system:user:query', 'system:user:list']);
      const viewer = (await ctx.t.login('viewer01', 'pass1234')).accessToken;
      expect((await ctx.t.api({ method: 'GET', url: `${USER_API}/page`, token: viewer })).code).toBe(0);
      expect((await ctx.t.api({ method: 'GET', url: `${USER_API}/get`, token: viewer, query: { id: '1' } })).code).toBe(0);
      const before = await userCount();
      const refused: Array<[string, string, object?]> = [
        ['POST', `${USER_API}/create`, { username: 'nope01', password: 'secret1', nickname: 'n' }],
        ['PUT', `${USER_API}/update`, { id: 1, nickname: 'hacked' }],
        ['DELETE', `${USER_API}/delete?id=1`],
        ['GET', `${USER_API}/export`],
        ['PUT', `${USER_API}/update-password`, { id: 1, password: 'hacked1' }],
        ['PUT', `${USER_API}/update-status`, { id: 1, status: 1 }],
        ['POST', `${USER_API}/import`],
        ['GET', `${USER_API}/get-import-template`],
        ['GET', '/admin-api/system/permission/list-user-roles?userId=1'],
        ['POST', '/admin-api/system/permission/assign-user-role', { userId: 1, roleIds: [] }],
      ];
      for (const [method, url, payload] of refused) {
        const res = await ctx.t.request({ method: method, url, token: viewer, payload });
        expect(res.json(), `${method} ${url}`).toMatchObject({ code: 403, msg: '没有该操作权限' });
      }
      expect(await userCount()).toBe(before);
      expect((await userRow(ctx.t, 1))?.nickname).toBe('芋道源码');
    });

    it('keeps super admins out of reach of user managers who are not super admins themselves', async () => {
      await createUserWithPermissions(ctx.t, 'manager01', ['system:user:update', 'system:user:update-password', 'system:user:delete', 'system:user:query']);
      const manager = (await ctx.t.login('manager01', 'pass1234')).accessToken;
      const adminBefore = await userRow(ctx.t, 1);
      const calls: Array<[string, string, object]> = [
        ['PUT', `${USER_API}/update-password`, { id: 1, password: 'taken1' }],
        ['PUT', `${USER_API}/update-status`, { id: 1, status: 1 }],
        ['PUT', `${USER_API}/update`, { id: 1, nickname: 'taken' }],
      ];
      for (const [method, url, payload] of calls) {
        expect((await ctx.t.api({ method: method, url, token: manager, payload })).code, url).toBe(403);
      }
      expect(await userRow(ctx.t, 1)).toEqual(adminBefore);
      // Everyone else stays manageable.
      const other = await insertUser(ctx.t, { username: 'managed01' });
      expect((await ctx.t.api({ method: 'PUT', url: `${USER_API}/update-password`, token: manager, payload: { id: other, password: 'reset1' } })).code).toBe(0);
    });

    it('asks anonymous callers to sign in', async () => {
      for (const url of [`${USER_API}/page`, `${USER_API}/list-all-simple`, `${USER_API}/profile/get`]) {
        expect((await ctx.t.api({ method: 'GET', url })).code).toBe(401);
      }
    });
  });
});

describe('signing users out with the token cache on', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // Production keeps token lookups for a few seconds; revocations must still bite at once.
    t = await createTestApp({ tokenCacheSeconds: 60 });
    token = (await t.login()).accessToken;
  });
  afterAll(() => t.close());

  const session = async (username: string) => {
    const user = await createUserWithPermissions(t, username, ['system:user:list']);
    const { accessToken } = await t.login(username, 'pass1234');
    const check = async () => (await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: accessToken })).code;
    expect(await check()).toBe(0); // now cached
    return { id: user.userId, check };
  };

  it('ends the sessions of a disabled, deleted or password-reset user at once', async () => {
    const disabled = await session('cached01');
    await t.api({ method: 'PUT', url: `${USER_API}/update-status`, token, payload: { id: disabled.id, status: 1 } });
    expect(await disabled.check()).toBe(401);

    const deleted = await session('cached02');
    await t.api({ method: 'DELETE', url: `${USER_API}/delete`, token, query: { id: String(deleted.id) } });
    expect(await deleted.check()).toBe(401);

    const reset = await session('cached03');
    await t.api({ method: 'PUT', url: `${USER_API}/update-password`, token, payload: { id: reset.id, password: 'fresh1' } });
    expect(await reset.check()).toBe(401);
    expect((await t.login('cached03', 'fresh1')).userId).toBe(reset.id);

    // Resetting one's own password through the admin screen keeps one's session.
    await t.api({ method: 'PUT', url: `${USER_API}/update-password`, token, payload: { id: 1, password: 'admin123' } });
    expect((await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token })).code).toBe(0);
  });
});
