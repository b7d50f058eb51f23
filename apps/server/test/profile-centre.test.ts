import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFile, sniffImageType } from '../src/platform/file-store';
import { createUserWithPermissions } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAppForFile } from './support/admin-app';
import { insertUser, lastOperateLog, multipart, TINY_PNG, userRow } from './support/users';

const PROFILE = '/admin-api/system/user/profile';

describe('personal centre', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    // No permission at all: the personal centre needs only a sign-in.
    const user = await createUserWithPermissions(t, 'profile01', []);
    userId = user.userId;
    await t.database.db.updateTable('system_users').set({ deptId: 104, postIds: '[2,4]', mobile: '13600000001', email: 'p1@example.com' }).where('id', '=', userId).execute();
    const disabledRole = await t.database.db
      .insertInto('system_role')
      .values({ name: '停用角色', code: 'off_role', status: 1, dataScopeDeptIds: '[]', remark: null, tenantId: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db.insertInto('system_user_role').values({ userId, roleId: disabledRole.id, tenantId: 1 }).execute();
    token = (await t.login('profile01', 'pass1234')).accessToken;
  });
  afterAll(() => t.close());

  const updateProfile = (payload: Record<string, unknown>) => t.api({ method: 'PUT', url: `${PROFILE}/update`, token, payload });
  const changePassword = (payload: Record<string, unknown>) => t.api({ method: 'PUT', url: `${PROFILE}/update-password`, token, payload });
  const uploadAvatar = async (content: Buffer | string, filename: string, method: 'PUT' | 'POST' = 'PUT', field = 'avatarFile') =>
    t.api<string>({ method, url: `${PROFILE}/update-avatar`, token, ...(await multipart({ [field]: { filename, content, contentType: 'image/png' } })) });

  describe('get', () => {
    it('answers the user with enabled roles, dept, posts and (no) social users', async () => {
      const res = await t.api<Record<string, unknown>>({ method: 'GET', url: `${PROFILE}/get`, token });
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({
        id: userId,
        username: 'profile01',
        nickname: 'profile01',
        deptId: 104,
        dept: { id: 104, name: '市场部门' },
        posts: [
          { id: 2, name: '项目经理' },
          { id: 4, name: '普通员工' },
        ],
        roles: [{ id: expect.any(Number), name: 'role-profile01' }],
        socialUsers: [],
        mobile: '13600000001',
        email: 'p1@example.com',
      });
      expect(JSON.stringify(res.data)).not.toContain('password');
    });
  });

  describe('update', () => {
    it('changes nickname, email, mobile and sex, logging before and after', async () => {
      expect(await updateProfile({ nickname: '新昵称', email: 'p1new@example.com', mobile: '13600000002', sex: 2, username: 'ignored', status: 1 })).toMatchObject({ code: 0, data: true });
      expect(await userRow(t, userId)).toMatchObject({ nickname: '新昵称', email: 'p1new@example.com', mobile: '13600000002', sex: 2, username: 'profile01', status: 0 });
      expect((await lastOperateLog(t, '修改用户个人信息'))?.exts).toMatchObject({ before: { nickname: 'profile01' }, after: { nickname: '新昵称' } });
      // Only the fields sent change.
      await updateProfile({ sex: 1 });
      expect(await userRow(t, userId)).toMatchObject({ nickname: '新昵称', sex: 1 });
    });

    it('refuses a mobile or email another user holds, and bad input, changing nothing', async () => {
      await insertUser(t, { username: 'profile02', mobile: '13600000099', email: 'other@example.com' });
      expect(await updateProfile({ mobile: '13600000099' })).toMatchObject({ code: 1002003001, msg: '手机号已经存在' });
      expect(await updateProfile({ email: 'other@example.com' })).toMatchObject({ code: 1002003002, msg: '邮箱已经存在' });
      expect(await updateProfile({ email: 'nope' })).toMatchObject({ code: 400, msg: '请求参数不正确:body.email 格式不正确' });
      expect(await updateProfile({ mobile: '99999' })).toMatchObject({ code: 400 });
      expect(await updateProfile({ nickname: 'x'.repeat(31) })).toMatchObject({ code: 400 });
      expect(await updateProfile({ sex: 9 })).toMatchObject({ code: 400 });
      expect(await userRow(t, userId)).toMatchObject({ nickname: '新昵称', mobile: '13600000002', email: 'p1new@example.com', sex: 1 });
      // Keeping one's own mobile is not a clash.
      expect((await updateProfile({ mobile: '13600000002' })).code).toBe(0);
    });
  });

  describe('update-password', () => {
    it('requires the old password (1002003005) and a new one of 6–20 characters with a letter and a digit', async () => {
      expect(await changePassword({ oldPassword: 'wrong-old', newPassword: 'abc123' })).toMatchObject({ code: 1002003005, msg: '用户密码校验失败' });
      expect(await changePassword({ newPassword: 'abc123' })).toMatchObject({ code: 400, msg: '请求参数不正确:body.oldPassword 不能为空' });
      for (const weak of ['abc12', 'abcdefgh', '12345678', 'a1'.repeat(11)]) {
        const res = await changePassword({ oldPassword: 'pass1234', newPassword: weak });
        expect(res.code, weak).toBe(400);
        expect(res.msg).toContain('body.newPassword');
      }
      expect((await t.login('profile01', 'pass1234')).userId).toBe(userId);
    });

    it('changes the password: the new one signs in, the old one no longer', async () => {
      expect(await changePassword({ oldPassword: 'pass1234', newPassword: 'newPass99' })).toMatchObject({ code: 0, data: true });
      expect((await t.login('profile01', 'newPass99')).userId).toBe(userId);
      const old = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'profile01', password: 'pass1234' } });
      expect(old.code).toBe(1002000000);
      const log = await lastOperateLog(t, '修改用户个人密码');
      expect(log?.javaMethodArgs).not.toContain('newPass99');
    });
  });

  describe('update-avatar', () => {
    it('stores a PNG, sets the avatar and serves the bytes back with a long cache', async () => {
      const res = await uploadAvatar(TINY_PNG, 'me.png');
      expect(res.code).toBe(0);
      expect(res.data).toMatch(/^\/admin-api\/infra\/file\/0\/get\/avatar\/[0-9a-f]{32}\.png$/);
      expect((await userRow(t, userId))?.avatar).toBe(res.data);
      const served = await t.request({ method: 'GET', url: res.data });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.rawPayload, TINY_PNG)).toBe(0);
      expect((await lastOperateLog(t, '上传用户个人头像'))?.exts).toMatchObject({ after: { avatar: res.data } });
      // POST works as well (the reference accepts both), and the same picture keeps its URL.
      const again = await uploadAvatar(TINY_PNG, 'other-name.png', 'POST');
      expect(again.data).toBe(res.data);
    });

    it('refuses a text file named .png, an oversized image and a missing file, keeping the avatar', async () => {
      const avatar = (await userRow(t, userId))?.avatar;
      expect(await uploadAvatar('<script>alert(1)</script>', 'evil.png')).toMatchObject({
        code: 400,
        msg: '请求参数不正确:avatarFile 只能上传 PNG、JPEG、GIF 或 WebP 图片',
      });
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
      expect(await uploadAvatar(big, 'big.png')).toMatchObject({ code: 400, msg: '请求参数不正确:avatarFile 文件大小不能超过 2 MB' });
      expect(await uploadAvatar(TINY_PNG, 'me.png', 'PUT', 'file')).toMatchObject({ code: 1001003002, msg: '文件为空' });
      expect((await t.api({ method: 'PUT', url: `${PROFILE}/update-avatar`, token, payload: { avatarFile: 'x' } })).code).toBe(400);
      expect((await userRow(t, userId))?.avatar).toBe(avatar);
    });

    it('recognises images by their bytes', () => {
      expect(sniffImageType(TINY_PNG)?.mime).toBe('image/png');
      expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.mime).toBe('image/jpeg');
      expect(sniffImageType(Buffer.from('GIF89a....'))?.mime).toBe('image/gif');
      expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))?.mime).toBe('image/webp');
      expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
      expect(sniffImageType(Buffer.from('\u0089PN'))).toBeUndefined();
    });
  });

  it('needs a sign-in', async () => {
    expect((await t.api({ method: 'GET', url: `${PROFILE}/get` })).code).toBe(401);
    expect((await t.api({ method: 'PUT', url: `${PROFILE}/update`, payload: { nickname: 'x' } })).code).toBe(401);
    expect((await t.api({ method: 'PUT', url: `${PROFILE}/update-password`, payload: { oldPassword: 'a', newPassword: 'abc123' } })).code).toBe(401);
    expect((await t.api({ method: 'POST', url: `${PROFILE}/update-avatar` })).code).toBe(401);
  });
});

describe('file store', () => {
  const ctx = adminAppForFile();

  const upload = async (parts: Parameters<typeof multipart>[0], bearer: string | undefined = ctx.token) =>
    ctx.t.api<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token: bearer, ...(await multipart(parts)) });

  it('uploads a file and serves it publicly at its URL', async () => {
    const res = await upload({ file: { filename: 'note.txt', content: 'hello file', contentType: 'text/plain' } });
    expect(res.code).toBe(0);
    expect(res.data).toMatch(/^\/admin-api\/infra\/file\/0\/get\/[0-9a-f]{32}\.txt$/);
    const served = await ctx.t.request({ method: 'GET', url: res.data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/plain');
    expect(served.body).toBe('hello file');
    const record = await ctx.t.database.db.selectFrom('infra_file').selectAll().where('url', '=', res.data).executeTakeFirst();
    expect(record).toMatchObject({ name: 'note.txt', size: 10, type: 'text/plain', configId: 0 });
  });

  it('stores at an explicit path once (1001003000) and refuses unsafe paths', async () => {
    const first = await upload({ path: 'docs/手册.png', file: { filename: 'a.png', content: TINY_PNG } });
    expect(first.data).toBe(`/admin-api/infra/file/0/get/docs/${encodeURIComponent('手册.png')}`);
    expect((await ctx.t.request({ method: 'GET', url: first.data })).headers['content-type']).toBe('image/png');
    expect(await upload({ path: 'docs/手册.png', file: { filename: 'b.png', content: TINY_PNG } })).toMatchObject({ code: 1001003000, msg: '文件路径已存在' });
    for (const path of ['../etc/passwd', '/abs.png', 'a//b.png', 'a/./b']) {
      expect((await upload({ path, file: { filename: 'x.png', content: TINY_PNG } })).code, path).toBe(400);
    }
  });

  it('serves active content as a download, never inline on our origin', async () => {
    // The upload refuses it (the type is judged by the bytes and HTML is not one we keep)…
    expect(await upload({ file: { filename: 'page.html', content: '<script>alert(1)</script>', contentType: 'text/html' } })).toMatchObject({ code: 1001003003 });
    // …and one stored before that rule, or by other code, is still never served inline.
    const saved = await ctx.t.database.db
      .transaction()
      .execute((trx) => saveFile(trx, { name: 'page.html', content: Buffer.from('<script>alert(1)</script>'), type: 'text/html', actorId: 1 }));
    const served = await ctx.t.request({ method: 'GET', url: saved.url });
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toContain('attachment');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers "file not found" (an envelope) for an unknown file or storage, and refuses anonymous or empty uploads', async () => {
    expect(await ctx.t.api({ method: 'GET', url: '/admin-api/infra/file/0/get/nothing/here.png' })).toEqual({ code: 1001003001, msg: '文件不存在', data: null });
    expect(await ctx.t.api({ method: 'GET', url: '/admin-api/infra/file/7/get/x.png' })).toEqual({ code: 1001003001, msg: '文件不存在', data: null });
    expect((await ctx.t.api({ method: 'GET', url: '/admin-api/infra/file/abc/get/x.png' })).code).toBe(400);
    expect((await upload({ file: { filename: 'a.txt', content: 'x' } }, '')).code).toBe(401);
    expect(await upload({ file: { filename: 'empty.txt', content: '' } })).toMatchObject({ code: 1001003002 });
    expect(await upload({ other: 'x' })).toMatchObject({ code: 1001003002 });
  });
});
