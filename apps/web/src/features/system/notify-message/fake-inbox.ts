import { vi } from 'vitest';
import type { NotifyMessage } from './notify-message-api';

/**
 * Tests only: the server's notify-message routes over one user's inbox, in memory, behind `fetch` — so the tests run
 * the real api client and request layer, and see the requests as the server would.
 */
export function fakeInbox(initial: NotifyMessage[]) {
  const messages = initial.map((message) => ({ ...message }));
  const requests: string[] = [];
  const answer = (data: unknown, code = 0) => new Response(JSON.stringify({ code, msg: code ? 'refused' : '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
  const newestFirst = (list: NotifyMessage[]) => [...list].sort((a, b) => b.createTime - a.createTime);
  const markRead = (message: NotifyMessage) => {
    if (message.readStatus) return;
    message.readStatus = true;
    message.readTime = Date.now();
  };

  const fetchImpl = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://console.test');
    requests.push(`${init?.method ?? 'GET'} ${url.pathname.replace('/admin-api/system/notify-message/', '')}${url.search}`);
    const query = url.searchParams;
    switch (url.pathname.replace('/admin-api/system/notify-message/', '')) {
      case 'get-unread-count':
        return Promise.resolve(answer(messages.filter((message) => !message.readStatus).length));
      case 'get-unread-list':
        return Promise.resolve(answer(newestFirst(messages.filter((message) => !message.readStatus)).slice(0, Number(query.get('size') ?? 10))));
      case 'my-page': {
        const read = query.get('readStatus');
        const list = newestFirst(messages.filter((message) => read === null || String(message.readStatus) === read));
        const size = Number(query.get('pageSize'));
        const start = (Number(query.get('pageNo')) - 1) * size;
        return Promise.resolve(answer({ list: list.slice(start, start + size), total: list.length }));
      }
      case 'update-read': {
        const ids = query.getAll('ids').map(Number);
        messages.filter((message) => ids.includes(message.id)).forEach(markRead);
        return Promise.resolve(answer(true));
      }
      case 'update-all-read':
        messages.forEach(markRead);
        return Promise.resolve(answer(true));
      default:
        return Promise.resolve(answer(null, 404));
    }
  });
  vi.stubGlobal('fetch', fetchImpl);

  return {
    messages,
    requests,
    /** A message arrives (sent by someone else through the server). */
    deliver: (message: NotifyMessage) => messages.push({ ...message }),
  };
}

let nextId = 1;
/** An unread message, `minutesAgo` old. */
export function unreadMessage(content: string, minutesAgo = 0, nickname = '系统'): NotifyMessage {
  return { id: nextId++, userId: 1, userType: 2, templateId: 1, templateCode: 'test', templateParams: {}, templateNickname: nickname, templateContent: content, templateType: 2, readStatus: false, readTime: null, createTime: Date.UTC(2026, 10, 29, 8, 0) - minutesAgo * 60_000 };
}
