import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from '../src/modules/system/notice/sanitize';
import { createUserWithPermissions } from './support/fixtures';
import { adminAppForFile } from './support/admin-app';

const URL = '/admin-api/system/notice';

describe('notice sanitiser', () => {
  it.each([
    ['script', '<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
    ['event handler', '<img src="https://a.example/x.png" onerror="alert(1)">', '<img src="https://a.example/x.png" />'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['obfuscated javascript: link', '<a href="JaVa&#x09;ScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['protocol-relative link', '<a href="//evil.example">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['iframe', '<iframe src="https://a.example"></iframe><p>after</p>', '<p>after</p>'],
    ['style expression and url()', '<p style="color:red;width:expression(alert(1));background:url(javascript:x)">c</p>', '<p style="color:red">c</p>'],
    ['style element, form, object', '<style>*{}</style><form action="x"><input></form><object data="x"></object>ok', 'ok'],
    ['svg', '<svg onload="alert(1)"><script>alert(1)</script></svg>t', 't'],
    ['non-image data: image', '<img src="data:text/html;base64,PHNjcmlwdD4=">', ''],
    ['svg data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['javascript: image', '<img src="javascript:alert(1)">', ''],
    ['link with handlers', '<a href="https://a.example" target="_blank" onclick="x()">ok</a>', '<a href="https://a.example" target="_blank" rel="noopener noreferrer">ok</a>'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeNoticeHtml(input)).toBe(expected);
  });

  it('keeps formatting, safe links and images', () => {
    const kept = [
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><sub>1</sub><sup>2</sup></p>',
      '<ol><li>一</li></ol><ul><li>二</li></ul><blockquote>引用</blockquote><pre><code>code</code></pre><hr />',
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
      '<p style="color:#ff0000;text-align:center;font-size:14px">样式</p><p class="ql-align-right ql-indent-1">quill</p>',
      '<a href="https://a.example/x?y=1&amp;z=2" rel="noopener noreferrer">https</a><a href="mailto:a@b.example" rel="noopener noreferrer">mail</a>',
      '<img src="http://a.example/x.png" alt="x" /><img src="data:image/png;base64,iVBORw0KGgo=" /><img src="/admin-api/infra/file/0/get/a.png" />',
    ];
    for (const html of kept) expect(sanitizeNoticeHtml(html)).toBe(html);
    expect(sanitizeNoticeHtml('<a href="http://a.example">x</a>')).toBe('<a href="http://a.example" rel="noopener noreferrer">x</a>');
    expect(sanitizeNoticeHtml('<p class="evil ql-size-large">x</p>')).toBe('<p class="ql-size-large">x</p>');
  });
});

describe('notices', () => {
  const ctx = adminAppForFile();

  const count = async () => Number((await ctx.t.database.db.selectFrom('system_notice').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const create = (payload: Record<string, unknown>, tok = ctx.token) => ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, token: tok, payload });

  it('creates a notice with sanitised content and gets it back', async () => {
    const res = await create({ title: '  系统升级  ', type: 1, status: 0, content: '<p onclick="x()">今晚<b>升级</b><script>steal()</script></p>' });
    expect(res.code).toBe(0);
    const got = await ctx.t.api<Record<string, unknown>>({ method: 'GET', url: `${URL}/get`, token: ctx.token, query: { id: String(res.data) } });
    expect(got).toMatchObject({ code: 0, data: { id: res.data, title: '系统升级', type: 1, status: 0, content: '<p>今晚<b>升级</b></p>' } });
    expect(typeof got.data.createTime).toBe('number');
    const row = await ctx.t.database.db.selectFrom('system_notice').selectAll().where('id', '=', res.data).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenantId: 1, creator: '1', content: '<p>今晚<b>升级</b></p>' });
  });

  it('refuses bad input without writing', async () => {
    const before = await count();
    for (const payload of [
      {},
      { type: 1, status: 0, content: 'x' },
      { title: '', type: 1, status: 0 },
      { title: '   ', type: 1, status: 0 },
      { title: 'x'.repeat(51), type: 1, status: 0 },
      { title: 't', type: 3, status: 0 },
      { title: 't', type: 'one', status: 0 },
      { title: 't', type: 1, status: 2 },
      { title: 't', type: 1 },
      { title: 't', type: 1, status: 0, content: 42 },
    ]) {
      const res = await create(payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
      expect(res.msg).toMatch(/^请求参数不正确/);
    }
    expect(await count()).toBe(before);
  });

  it('pages newest first with title, type and status filters', async () => {
    const a = (await create({ title: '分页通知甲', type: 1, status: 0 })).data;
    const b = (await create({ title: '分页公告乙', type: 2, status: 1 })).data;
    const page = await ctx.t.api<{ list: Array<{ id: number }>; total: number }>({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { title: '分页' } });
    expect(page.data).toMatchObject({ total: 2, list: [{ id: b }, { id: a }] });
    const typed = await ctx.t.api<{ list: Array<{ id: number }> }>({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { title: '分页', type: '2' } });
    expect(typed.data.list.map((r) => r.id)).toEqual([b]);
    const status = await ctx.t.api<{ list: Array<{ id: number }> }>({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { title: '分页', status: '0' } });
    expect(status.data.list.map((r) => r.id)).toEqual([a]);
    const paged = await ctx.t.api<{ list: unknown[]; total: number }>({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { title: '分页', pageNo: '2', pageSize: '1' } });
    expect(paged.data).toMatchObject({ total: 2, list: [{ id: a }] });
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { pageSize: '101' } })).code).toBe(400);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { title: '100%_\\' } })).code).toBe(0);
  });

  it("names each notice's creator (创建者) and finds notices by 操作人员 (createBy), nickname or user name", async () => {
    await createUserWithPermissions(ctx.t, 'noticewriter', ['system:notice:query', 'system:notice:create']);
    const writer = (await ctx.t.login('noticewriter', 'pass1234')).accessToken;
    await ctx.t.database.db.updateTable('system_users').set({ nickname: '公告小编' }).where('username', '=', 'noticewriter').execute();
    const mine = (await create({ title: '创建者通知', type: 1, status: 0 }, writer)).data;
    const admins = (await create({ title: '创建者公告', type: 2, status: 0 })).data;
    const adminName = (await ctx.t.database.db.selectFrom('system_users').select('nickname').where('id', '=', ctx.userId).executeTakeFirstOrThrow()).nickname;

    type Page = { list: Array<{ id: number; createBy: string | null }>; total: number };
    const page = (query: Record<string, string>) => ctx.t.api<Page>({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { title: '创建者', ...query } });
    expect((await page({})).data.list).toEqual([expect.objectContaining({ id: admins, createBy: adminName }), expect.objectContaining({ id: mine, createBy: '公告小编' })]);
    expect((await page({ createBy: '小编' })).data.list.map((r) => r.id)).toEqual([mine]);
    expect((await page({ createBy: 'noticewri' })).data.list.map((r) => r.id)).toEqual([mine]);
    expect((await page({ createBy: '无此人' })).data).toMatchObject({ total: 0, list: [] });
    expect((await page({ createBy: '%' })).data.total).toBe(0);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { createBy: 'x'.repeat(31) } })).code).toBe(400);
    const got = await ctx.t.api<{ createBy: string | null }>({ method: 'GET', url: `${URL}/get`, token: ctx.token, query: { id: String(mine) } });
    expect(got.data.createBy).toBe('公告小编');
  });

  it('updates a notice, sanitising again, and logs the row before and after', async () => {
    const id = (await create({ title: '待修改', type: 1, status: 0, content: '<p>旧</p>' })).data;
    const res = await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id, title: '已修改', type: 2, status: 1, content: '<a href="javascript:x">新</a>', createTime: 1 } });
    expect(res).toMatchObject({ code: 0, data: true });
    const row = await ctx.t.database.db.selectFrom('system_notice').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: '已修改', type: 2, status: 1, content: '<a rel="noopener noreferrer">新</a>' });
    const log = await ctx.t.database.db.selectFrom('system_operate_log').select(['exts', 'type', 'module', 'name']).where('requestUrl', '=', `${URL}/update`).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ type: 3, module: '通知公告', name: '修改通知公告', exts: { before: { id, title: '待修改' }, after: { id, title: '已修改' } } });

    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: 987654, title: 'x', type: 1, status: 0 } })).toMatchObject({ code: 1002008001, msg: '当前通知公告不存在' });
    const bad = await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id, title: 'x'.repeat(51), type: 1, status: 0 } });
    expect(bad.code).toBe(400);
    expect((await ctx.t.database.db.selectFrom('system_notice').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title).toBe('已修改');
  });

  it('deletes a notice, and answers 1002008001 for a missing one', async () => {
    const id = (await create({ title: '待删除', type: 1, status: 0 })).data;
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete`, token: ctx.token, query: { id: String(id) } })).toMatchObject({ code: 0, data: true });
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get`, token: ctx.token, query: { id: String(id) } })).toMatchObject({ code: 1002008001 });
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete`, token: ctx.token, query: { id: String(id) } })).toMatchObject({ code: 1002008001 });
    expect((await ctx.t.api({ method: 'DELETE', url: `${URL}/delete`, token: ctx.token, query: { id: 'abc' } })).code).toBe(400);
    const log = await ctx.t.database.db.selectFrom('system_operate_log').select(['exts', 'type']).where('requestUrl', '=', `${URL}/delete`).where('resultCode', '=', 0).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ type: 4, exts: { before: { id, title: '待删除' } } });
  });

  it('guards each endpoint with its permission', async () => {
    await createUserWithPermissions(ctx.t, 'noticereader', ['system:notice:query']);
    const reader = (await ctx.t.login('noticereader', 'pass1234')).accessToken;
    const id = (await create({ title: '只读', type: 1, status: 0 })).data;
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page`, token: reader })).code).toBe(0);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get`, token: reader, query: { id: String(id) } })).code).toBe(0);
    const before = await count();
    expect((await create({ title: 'x', type: 1, status: 0 }, reader)).code).toBe(403);
    expect((await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: reader, payload: { id, title: 'x', type: 1, status: 0 } })).code).toBe(403);
    expect((await ctx.t.api({ method: 'DELETE', url: `${URL}/delete`, token: reader, query: { id: String(id) } })).code).toBe(403);
    expect(await count()).toBe(before);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page` })).code).toBe(401);
  });
});
