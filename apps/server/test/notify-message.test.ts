import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotifyErrors } from '@console/contracts/error-codes';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { loginTo } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';

interface Message {
  id: number;
  userId: number;
  userType: number;
  templateCode: string;
  templateNickname: string;
  templateContent: string;
  templateType: number;
  templateParams: Record<string, unknown>;
  readStatus: boolean;
  readTime: number | null;
  createTime: number;
}
interface Page<T> {
  list: T[];
  total: number;
}

describe('站内信: send by template, the receiver reads it, and nobody else can', () => {
  let t: TestApp;
  let admin: string;
  let aliceId: number;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login()).accessToken;
    // Alice and Bob hold no permission at all: their own messages need only a sign-in.
    aliceId = (await createUserWithPermissions(t, 'notifyalice', [])).userId;
    await createUserWithPermissions(t, 'notifybob', []);
    alice = (await t.login('notifyalice', 'pass1234')).accessToken;
    bob = (await t.login('notifybob', 'pass1234')).accessToken;
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, data?: Record<string, unknown>) =>
    t.api<T>({
      method,
      url: `/admin-api${url}`,
      token,
      ...(method === 'POST' ? { payload: data } : { query: Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)])) }),
    });
  const createTemplate = async (code: string, content: string, token = admin, extra: Record<string, unknown> = {}) => {
    const res = await api<number>('POST', '/system/notify-template/create', token, { name: `模板 ${code}`, code, nickname: '系统', content, type: 2, status: 0, remark: null, ...extra });
    expect(res).toMatchObject({ code: 0 });
    return res.data;
  };
  const send = (code: string, userId: number, params: Record<string, unknown>, token = admin) =>
    api<number | null>('POST', '/system/notify-template/send-notify', token, { userId, userType: 2, templateCode: code, templateParams: params });
  const unread = async (token: string) => (await api<number>('GET', '/system/notify-message/get-unread-count', token)).data;

  it('counts 0 → 1 when a message is sent, lists it on my-page, and falls when it is read', async () => {
    await createTemplate('order-shipped', '您好 {name}，订单 {order} 已发货');
    expect(await unread(alice)).toBe(0);
    const sent = await send('order-shipped', aliceId, { name: '<b>Alice</b>', order: 42 });
    expect(sent.code).toBe(0);
    expect(await unread(alice)).toBe(1);

    const mine = await api<Page<Message>>('GET', '/system/notify-message/my-page', alice, { pageNo: 1, pageSize: 10 });
    expect(mine.data.total).toBe(1);
    // Stored as the rendered text: the value's markup is text, shown as text by every screen.
    expect(mine.data.list[0]).toMatchObject({
      id: sent.data,
      userId: aliceId,
      userType: 2,
      templateCode: 'order-shipped',
      templateNickname: '系统',
      templateContent: '您好 <b>Alice</b>，订单 42 已发货',
      templateType: 2,
      templateParams: { name: '<b>Alice</b>', order: '42' },
      readStatus: false,
      readTime: null,
    });
    const latest = await api<Message[]>('GET', '/system/notify-message/get-unread-list', alice, { size: 5 });
    expect(latest.data.map((m) => m.id)).toEqual([sent.data]);

    expect(await api('PUT', '/system/notify-message/update-read', alice, { ids: [sent.data] })).toMatchObject({ code: 0, data: true });
    expect(await unread(alice)).toBe(0);
    const read = await api<Page<Message>>('GET', '/system/notify-message/my-page', alice, { pageNo: 1, pageSize: 10, readStatus: true });
    expect(read.data.list[0]).toMatchObject({ id: sent.data, readStatus: true, readTime: expect.any(Number) });
    expect((await api<Page<Message>>('GET', '/system/notify-message/my-page', alice, { pageNo: 1, pageSize: 10, readStatus: false })).data.total).toBe(0);
  });

  it('keeps a message to its receiver: another user neither sees nor marks it', async () => {
    await createTemplate('private-note', '给 {who} 的私信');
    const sent = await send('private-note', aliceId, { who: 'Alice' });
    const before = await unread(alice);
    expect((await api<Page<Message>>('GET', '/system/notify-message/my-page', bob, { pageNo: 1, pageSize: 10 })).data.list.map((m) => m.id)).not.toContain(sent.data);
    expect((await api<Message[]>('GET', '/system/notify-message/get-unread-list', bob)).data.map((m) => m.id)).not.toContain(sent.data);
    // Bob marks Alice's message: answered like any mark, and nothing changes for Alice.
    await api('PUT', '/system/notify-message/update-read', bob, { ids: String(sent.data) });
    await api('PUT', '/system/notify-message/update-all-read', bob);
    expect(await unread(alice)).toBe(before);
    // The administrator's list and get need system:notify-message:query, which Bob lacks.
    expect((await api('GET', '/system/notify-message/get', bob, { id: sent.data })).code).toBe(403);
    expect((await api('GET', '/system/notify-message/page', bob, { pageNo: 1, pageSize: 10 })).code).toBe(403);
    const got = await api<Message>('GET', '/system/notify-message/get', admin, { id: sent.data });
    expect(got.data).toMatchObject({ id: sent.data, userId: aliceId, templateContent: '给 Alice 的私信' });
  });

  it('marks all of my messages read at once', async () => {
    await createTemplate('bulk', '第 {n} 条');
    for (const n of [1, 2, 3]) expect((await send('bulk', aliceId, { n })).code).toBe(0);
    expect(await unread(alice)).toBeGreaterThanOrEqual(3);
    const latest = await api<Message[]>('GET', '/system/notify-message/get-unread-list', alice, { size: 2 });
    expect(latest.data.map((m) => m.templateContent)).toEqual(['第 3 条', '第 2 条']);
    expect(await api('PUT', '/system/notify-message/update-all-read', alice)).toMatchObject({ code: 0, data: true });
    expect(await unread(alice)).toBe(0);
  });

  it('refuses a send with a missing param, an unknown template or receiver, with a clear error', async () => {
    await createTemplate('needs-two', '{a} 和 {b}');
    const missing = await send('needs-two', aliceId, { a: 'x', b: null });
    expect(missing).toMatchObject({ code: NotifyErrors.NOTIFY_SEND_TEMPLATE_PARAM_MISS.code, msg: '模板参数(b)缺失' });
    expect(await send('no-such-template', aliceId, {})).toMatchObject({ code: NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS.code });
    expect(await send('needs-two', 999_999, { a: 1, b: 2 })).toMatchObject({ code: NotifyErrors.NOTIFY_SEND_USER_NOT_EXISTS.code });
    // A closed template sends nothing: null, as the original.
    await createTemplate('closed', '不会送达', admin, { status: 1 });
    const before = await unread(alice);
    expect(await send('closed', aliceId, {})).toMatchObject({ code: 0, data: null });
    expect(await unread(alice)).toBe(before);
  });

  it('bounds the unread list, the ids of a mark and the page size', async () => {
    expect((await api('GET', '/system/notify-message/get-unread-list', alice, { size: 51 })).code).toBe(400);
    expect((await api('GET', '/system/notify-message/my-page', alice, { pageNo: 1, pageSize: 101 })).code).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await api('PUT', '/system/notify-message/update-read', alice, { ids: tooMany })).code).toBe(400);
    expect((await api('PUT', '/system/notify-message/update-read', alice, { ids: 'x' })).code).toBe(400);
  });

  it('keeps each tenant to its own templates and messages', async () => {
    const tenantId = await createTenant(t, '站内信租户');
    const { userId: carolId } = await createUserWithPermissions(t, 'notifycarol', ['system:notify-template:query', 'system:notify-template:create', 'system:notify-template:send-notify', 'system:notify-message:query'], tenantId);
    const carol = (await loginTo(t, tenantId, 'notifycarol', 'pass1234')).accessToken;
    // The same code in another tenant is that tenant's own; tenant 1's template is not found from here.
    await createTemplate('order-shipped', '租户的 {x}', carol);
    const sent = await send('order-shipped', carolId, { x: 'y' }, carol);
    expect(sent.code).toBe(0);
    expect((await api<Page<Message>>('GET', '/system/notify-message/my-page', carol, { pageNo: 1, pageSize: 10 })).data.list.map((m) => m.templateContent)).toEqual(['租户的 y']);
    // Carol cannot mark tenant 1's messages read by their ids.
    const aliceMessage = await send('order-shipped', aliceId, { name: 'A', order: 1 });
    const aliceUnread = await unread(alice);
    expect(await api('PUT', '/system/notify-message/update-read', carol, { ids: String(aliceMessage.data) })).toMatchObject({ code: 0 });
    expect(await unread(alice)).toBe(aliceUnread);
    // Tenant 1's user cannot be sent to from tenant 2, nor its message read from tenant 1.
    expect(await send('order-shipped', aliceId, { x: 'y' }, carol)).toMatchObject({ code: NotifyErrors.NOTIFY_SEND_USER_NOT_EXISTS.code });
    expect(await api('GET', '/system/notify-message/get', admin, { id: sent.data! })).toMatchObject({ code: NotifyErrors.NOTIFY_MESSAGE_NOT_EXISTS.code });
    const page = await api<Page<Message>>('GET', '/system/notify-message/page', carol, { pageNo: 1, pageSize: 100 });
    expect(page.data.list.every((m) => m.userId === carolId)).toBe(true);
  });
});
