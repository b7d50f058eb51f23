import { vi } from 'vitest';

/** A slice of the server's region tree (GET /system/area/tree), municipalities with their city level as it sends. */
export const AREA_TREE = [
  { id: 110000, name: '北京', children: [{ id: 110100, name: '北京市', children: [{ id: 110105, name: '朝阳区' }, { id: 110108, name: '海淀区' }] }] },
  {
    id: 440000,
    name: '广东省',
    children: [
      { id: 440100, name: '广州市', children: [{ id: 440106, name: '天河区' }] },
      { id: 440300, name: '深圳市', children: [{ id: 440305, name: '南山区' }] },
    ],
  },
  { id: 710000, name: '台湾省' },
];

type Handler = (init?: RequestInit) => unknown;

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());

/**
 * Answers the tree, and any path in `routes` with its handler's data, over the real HTTP client (only the network
 * is faked); counts the tree requests.
 */
export function serveAreaTree(routes: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = { '/system/area/tree': () => AREA_TREE, ...routes };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const path = Object.keys(handlers).find((p) => url.includes(p));
    const body = path ? { code: 0, msg: '', data: handlers[path]!(init) } : { code: 404, msg: 'not found', data: null };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { treeRequests: () => fetchMock.mock.calls.filter(([input]) => urlOf(input).includes('/system/area/tree')).length };
}
