import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTransport, TransportError, type TransportRequest } from './transport';

const request = (overrides: Partial<TransportRequest> = {}): TransportRequest => ({
  method: 'GET',
  url: '/admin-api/x',
  headers: new Headers({ Authorization: 'Bearer t' }),
  responseType: 'json',
  timeoutMs: 1000,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetch transport', () => {
  it('passes method, headers and body to fetch and parses a JSON answer', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response('{"code":0,"data":1}', { status: 200 })));
    vi.stubGlobal('fetch', fetchSpy);
    const answer = await fetchTransport(request({ method: 'POST', body: '{"a":1}' }));
    expect(answer.data).toEqual({ code: 0, data: 1 });
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin-api/x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t');
  });

  it('gives text that is not JSON as it is, and blobs as blobs', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('plain', { status: 200 })));
    expect((await fetchTransport(request())).data).toBe('plain');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('a,b', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename=a.csv' } })));
    const file = await fetchTransport(request({ responseType: 'blob' }));
    expect((file.data as Blob).type).toBe('text/csv');
    expect(await (file.data as Blob).text()).toBe('a,b');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename=a.csv');
  });

  it('turns a non-2xx status, a network failure and a timeout into their kinds', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('bad gateway', { status: 502 })));
    await expect(fetchTransport(request())).rejects.toMatchObject({ kind: 'status', status: 502 });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchTransport(request())).rejects.toMatchObject({ kind: 'network', status: 0 });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = fetchTransport(request({ timeoutMs: 20 }));
    await expect(pending).rejects.toBeInstanceOf(TransportError);
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
  });
});
