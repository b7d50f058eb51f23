import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotifyErrors } from '@console/contracts/error-codes';
import { NOTIFY_CONTENT_MAX, NOTIFY_MAX_PARAMS, NOTIFY_MESSAGE_CONTENT_MAX } from '@console/contracts/notify';
import { createTestApp, type TestApp } from './support/test-app';

interface Template {
  id: number;
  name: string;
  code: string;
  nickname: string;
  content: string;
  type: number;
  params: string[];
  status: number;
  remark: string | null;
}

describe('站内信模板: CRUD, params parsed from the content, bounds', () => {
  let t: TestApp;
  let token: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ accessToken: token, userId: adminId } = await t.login());
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: Record<string, unknown>) =>
    t.api<T>({ method, url: `/admin-api${url}`, token, ...(method === 'GET' || method === 'DELETE' ? { query: Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)])) } : { payload: data }) });
  const body = (code: string, extra: Record<string, unknown> = {}) => ({ name: '发货通知', code, nickname: '系统', content: '您好 {name}，订单 {order} 已发货，{name}', type: 1, status: 0, remark: '备注', ...extra });

  it('creates, reads (params parsed once each, in order), updates, lists and deletes a template', async () => {
    const created = await api<number>('POST', '/system/notify-template/create', body('crud-1'));
    expect(created.code).toBe(0);
    const got = await api<Template>('GET', '/system/notify-template/get', { id: created.data });
    expect(got.data).toMatchObject({ id: created.data, code: 'crud-1', nickname: '系统', type: 1, params: ['name', 'order'], status: 0, remark: '备注' });

    expect(await api('PUT', '/system/notify-template/update', { id: created.data, ...body('crud-1b', { content: '只有 {x}', type: 2 }) })).toMatchObject({ code: 0, data: true });
    expect((await api<Template>('GET', '/system/notify-template/get', { id: created.data })).data).toMatchObject({ code: 'crud-1b', params: ['x'], type: 2 });

    const page = await api<{ list: Template[]; total: number }>('GET', '/system/notify-template/page', { pageNo: 1, pageSize: 10, code: 'crud-1b' });
    expect(page.data.list.map((row) => row.id)).toEqual([created.data]);
    const simple = await api<Array<{ id: number; name: string; code: string }>>('GET', '/system/notify-template/simple-list');
    expect(simple.data).toContainEqual({ id: created.data, name: '发货通知', code: 'crud-1b' });

    expect(await api('DELETE', '/system/notify-template/delete', { id: created.data })).toMatchObject({ code: 0 });
    expect(await api('GET', '/system/notify-template/get', { id: created.data })).toMatchObject({ code: NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS.code });
  });

  it('refuses a code the tenant already has', async () => {
    expect((await api('POST', '/system/notify-template/create', body('dup-1'))).code).toBe(0);
    expect(await api('POST', '/system/notify-template/create', body('dup-1'))).toMatchObject({ code: NotifyErrors.NOTIFY_TEMPLATE_CODE_DUPLICATE.code, msg: '已经存在编码为【dup-1】的站内信模板' });
  });

  it('deletes a list all or nothing, and a deleted template leaves its messages readable', async () => {
    const a = (await api<number>('POST', '/system/notify-template/create', body('list-a'))).data;
    const b = (await api<number>('POST', '/system/notify-template/create', body('list-b'))).data;
    const sent = await api<number>('POST', '/system/notify-template/send-notify', { userId: adminId, userType: 2, templateCode: 'list-a', templateParams: { name: 'N', order: 1 } });
    expect(sent.code).toBe(0);
    // One id not found: nothing is deleted.
    expect(await api('DELETE', '/system/notify-template/delete-list', { ids: `${a},${b},999999` })).toMatchObject({ code: NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS.code });
    expect((await api('GET', '/system/notify-template/get', { id: a })).code).toBe(0);
    expect(await api('DELETE', '/system/notify-template/delete-list', { ids: `${a},${b}` })).toMatchObject({ code: 0, data: true });
    expect((await api('GET', '/system/notify-template/get', { id: b })).code).toBe(NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS.code);
    expect((await api<{ templateContent: string }>('GET', '/system/notify-message/get', { id: sent.data })).data.templateContent).toBe('您好 N，订单 1 已发货，N');
  });

  it('bounds the content, its params and a rendered message with clear errors', async () => {
    expect((await api('POST', '/system/notify-template/create', body('big', { content: 'x'.repeat(NOTIFY_CONTENT_MAX + 1) }))).code).toBe(400);
    const many = Array.from({ length: NOTIFY_MAX_PARAMS + 1 }, (_, i) => `{p${i}}`).join(' ');
    expect(await api('POST', '/system/notify-template/create', body('many', { content: many }))).toMatchObject({ code: 400, msg: expect.stringContaining('content') });
    expect((await api('POST', '/system/notify-template/create', body('bad code!'))).code).toBe(400);
    expect((await api('POST', '/system/notify-template/create', body('bad-type', { type: 9 }))).code).toBe(400);
    // A placeholder repeated: the rendered text is bounded, not the table.
    expect((await api('POST', '/system/notify-template/create', body('repeat', { content: '{v}'.repeat(300) }))).code).toBe(0);
    const long = await api('POST', '/system/notify-template/send-notify', { userId: adminId, userType: 2, templateCode: 'repeat', templateParams: { v: 'y'.repeat(255) } });
    expect(long).toMatchObject({ code: NotifyErrors.NOTIFY_SEND_CONTENT_TOO_LONG.code, msg: `站内信内容过长：至多 ${NOTIFY_MESSAGE_CONTENT_MAX} 个字符` });
    expect((await api('POST', '/system/notify-template/send-notify', { userId: adminId, userType: 2, templateCode: 'repeat', templateParams: { v: 'y'.repeat(256) } })).code).toBe(400);
  });
});
