import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpFeedback } from './http-client';
import { ApiError } from './api-error';
import { TransportError, type HttpTransport, type TransportRequest } from './transport';

/** The path the request layer addressed, without the API base and the query. */
const pathOf = (request: TransportRequest) => request.url.replace(/^\/admin-api/, '').split('?')[0]!;

interface FakeServerOptions {
  refreshSucceeds?: boolean;
  /** The first refresh call fails with a network error. */
  refreshNetworkErrorOnce?: boolean;
  latencyMs?: number | ((url: string) => number);
}

/** A fake /admin-api: accepts the current access token, answers 401 envelopes otherwise, and counts refreshes. */
function fakeServer({ refreshSucceeds = true, refreshNetworkErrorOnce = false, latencyMs = 5 }: FakeServerOptions = {}) {
  const state = { validToken: 'access-2', refreshCalls: 0, seen: [] as { url: string; auth: string | undefined }[] };
  const transport: HttpTransport = async (request) => {
    const url = pathOf(request);
    const delay = typeof latencyMs === 'function' ? latencyMs(url) : latencyMs;
    await new Promise((resolve) => setTimeout(resolve, delay));
    const auth = request.headers.get('Authorization') ?? undefined;
    state.seen.push({ url, auth });
    const reply = (data: unknown) => ({ data, status: 200, headers: new Headers() });
    if (url === '/system/auth/refresh-token') {
      state.refreshCalls += 1;
      if (refreshNetworkErrorOnce && state.refreshCalls === 1) throw new TransportError('network');
      if (!refreshSucceeds) return reply({ code: 401, msg: '刷新令牌已过期', data: null });
      return reply({ code: 0, msg: '', data: { accessToken: state.validToken, refreshToken: 'refresh-1' } });
    }
    if (auth !== `Bearer ${state.validToken}`) return reply({ code: 401, msg: '账号未登录', data: null });
    return reply({ code: 0, msg: '', data: { url } });
  };
  return { state, transport };
}

function setup(options: FakeServerOptions & { refreshToken?: string | null; withRefreshLock?: <T>(task: () => Promise<T>) => Promise<T> } = {}) {
  const server = fakeServer(options);
  const tokens = { access: 'access-1' as string | null, refresh: options.refreshToken === undefined ? 'refresh-1' : options.refreshToken };
  const feedback: HttpFeedback = {
    showError: vi.fn(),
    showNotification: vi.fn(),
    showDemoModeError: vi.fn(),
    confirmRelogin: vi.fn(() => new Promise<boolean>(() => {})), // the dialog stays open
    text: (key) => key,
  };
  const endSession = vi.fn(async () => {});
  const client = createHttpClient({
    transport: server.transport,
    feedback,
    withRefreshLock: options.withRefreshLock ?? ((task) => task()),
    session: {
      getAccessToken: () => tokens.access,
      getRefreshToken: () => tokens.refresh,
      getTenantId: () => '1',
      isTenantEnabled: () => true,
      saveTokens: (next) => {
        tokens.access = next.accessToken;
        tokens.refresh = next.refreshToken;
      },
      endSession,
    },
  });
  return { client, server, feedback, tokens, endSession };
}

describe('request layer: 401 handling', () => {
  it('5 concurrent 401s cause exactly one refresh, and all 5 are replayed with the new token', async () => {
    const { client, server } = setup();
    const urls = ['/a', '/b', '/c', '/d', '/e'];
    const results = await Promise.all(urls.map((url) => client.get<{ url: string }>(url)));
    expect(results.map((result) => result.url)).toEqual(urls);
    expect(server.state.refreshCalls).toBe(1);
    for (const url of urls) {
      const attempts = server.state.seen.filter((request) => request.url === url);
      expect(attempts.map((attempt) => attempt.auth)).toEqual(['Bearer access-1', 'Bearer access-2']);
    }
  });

  it('a 401 arriving after the refresh finished is replayed without a second refresh', async () => {
    const { client, server } = setup({ latencyMs: (url) => (url === '/slow' ? 80 : 5) });
    const [slow, fast] = await Promise.all([client.get<{ url: string }>('/slow'), client.get<{ url: string }>('/fast')]);
    expect([slow.url, fast.url]).toEqual(['/slow', '/fast']);
    expect(server.state.refreshCalls).toBe(1);
    expect(server.state.seen.filter((request) => request.url === '/slow').map((request) => request.auth)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('a failed refresh rejects all 5 requests and opens the relogin dialog exactly once', async () => {
    const { client, server, feedback } = setup({ refreshSucceeds: false });
    const outcomes = await Promise.allSettled(['/a', '/b', '/c', '/d', '/e'].map((url) => client.get(url)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(server.state.refreshCalls).toBe(1);
    expect(feedback.confirmRelogin).toHaveBeenCalledTimes(1);
    expect(feedback.showNotification).not.toHaveBeenCalled();
    const reason = (outcomes[0] as PromiseRejectedResult).reason as ApiError;
    expect(reason.message).toBe('request.sessionExpired');
  });

  it('with refreshes serialised by a lock (as across browser tabs), a failed refresh is still tried once', async () => {
    let queue: Promise<unknown> = Promise.resolve();
    const lock = <T,>(task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    };
    const { client, server, feedback } = setup({ refreshSucceeds: false, withRefreshLock: lock });
    const outcomes = await Promise.allSettled(['/a', '/b', '/c', '/d', '/e'].map((url) => client.get(url)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(server.state.refreshCalls).toBe(1);
    expect(feedback.confirmRelogin).toHaveBeenCalledTimes(1);
  });

  it('with refreshes serialised by a lock, 5 concurrent 401s still cause one refresh and 5 replays', async () => {
    let queue: Promise<unknown> = Promise.resolve();
    const lock = <T,>(task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    };
    const { client, server } = setup({ withRefreshLock: lock });
    const results = await Promise.all(['/a', '/b', '/c', '/d', '/e'].map((url) => client.get<{ url: string }>(url)));
    expect(results.map((result) => result.url)).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(server.state.refreshCalls).toBe(1);
  });

  it('a refresh that failed in transport (network) may be tried again later', async () => {
    const { client, server } = setup({ refreshNetworkErrorOnce: true });
    await expect(client.get('/a')).rejects.toBeInstanceOf(ApiError);
    await expect(client.get<{ url: string }>('/b')).resolves.toEqual({ url: '/b' });
    expect(server.state.refreshCalls).toBe(2);
  });

  it('a quiet request (a background poll) renews the session, but never opens the relogin dialog when it cannot', async () => {
    const renewed = setup();
    await expect(renewed.client.get<{ url: string }>('/poll', undefined, { quiet: true })).resolves.toEqual({ url: '/poll' });
    expect(renewed.server.state.refreshCalls).toBe(1);

    const expired = setup({ refreshSucceeds: false });
    await expect(expired.client.get('/poll', undefined, { quiet: true })).rejects.toMatchObject({ code: 401, alreadyShown: false });
    expect(expired.server.state.refreshCalls).toBe(1);
    expect(expired.feedback.confirmRelogin).not.toHaveBeenCalled();
    // The next request the user makes asks.
    await expect(expired.client.get('/list')).rejects.toMatchObject({ code: 401 });
    expect(expired.feedback.confirmRelogin).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token the relogin dialog opens once and no refresh is attempted', async () => {
    const { client, server, feedback } = setup({ refreshToken: null });
    await Promise.allSettled(['/a', '/b', '/c'].map((url) => client.get(url)));
    expect(server.state.refreshCalls).toBe(0);
    expect(feedback.confirmRelogin).toHaveBeenCalledTimes(1);
  });

  it('choosing "log in again" ends the session', async () => {
    const { client, feedback, endSession } = setup({ refreshToken: null });
    vi.mocked(feedback.confirmRelogin).mockResolvedValueOnce(true);
    await client.get('/a').catch(() => undefined);
    await vi.waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
  });
});

function recordingFeedback(): HttpFeedback {
  return {
    showError: vi.fn(),
    showNotification: vi.fn(),
    showDemoModeError: vi.fn(),
    confirmRelogin: vi.fn(() => Promise.resolve(false)),
    text: (key, values) => (values ? `${key}:${JSON.stringify(values)}` : key),
  };
}

function clientAnswering(body: unknown, status = 200) {
  const feedback = recordingFeedback();
  const seen: TransportRequest[] = [];
  const transport: HttpTransport = (request) => {
    seen.push(request);
    if (status !== 200) return Promise.reject(new TransportError('status', status));
    return Promise.resolve({ data: body, status, headers: new Headers({ 'content-disposition': "attachment; filename*=UTF-8''a%20b.xlsx" }) });
  };
  const client = createHttpClient({
    transport,
    feedback,
    withRefreshLock: (task) => task(),
    session: {
      getAccessToken: () => 'token-1',
      getRefreshToken: () => null,
      getTenantId: () => '7',
      isTenantEnabled: () => true,
      saveTokens: () => {},
      endSession: async () => {},
    },
  });
  return { client, feedback, seen };
}

describe('request layer: envelopes and errors', () => {
  it('returns data for code 0 and code 200', async () => {
    await expect(clientAnswering({ code: 0, msg: '', data: 42 }).client.get('/x')).resolves.toBe(42);
    await expect(clientAnswering({ code: 200, msg: '', data: 'ok' }).client.get('/x')).resolves.toBe('ok');
  });

  it('returns the whole body when it has no code (AJ-Captcha answers)', async () => {
    const body = { repCode: '0000', repMsg: null, repData: { token: 't' }, success: true };
    await expect(clientAnswering(body).client.post('/system/captcha/get')).resolves.toEqual(body);
  });

  it('sends the bearer token, the tenant header and the query serialised per spec', async () => {
    const { client, seen } = clientAnswering({ code: 0, data: null });
    await client.get('/system/dict-type/page', { pageNo: 1, name: undefined, createTime: ['a', 'b'] });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(seen[0]!.headers.get('tenant-id')).toBe('7');
    expect(seen[0]!.timeoutMs).toBe(30000);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url).toBe('/admin-api/system/dict-type/page?pageNo=1&createTime%5B0%5D=a&createTime%5B1%5D=b');
  });

  it('gives the same session headers to requests it does not send (Swagger UI\'s Try it out)', () => {
    expect(clientAnswering({ code: 0, data: null }).client.sessionHeaders()).toEqual({ Authorization: 'Bearer token-1', 'tenant-id': '7' });
  });

  it('can skip the token per request', async () => {
    const { client, seen } = clientAnswering({ code: 0, data: null });
    await client.post('/system/auth/login', {}, { skipToken: true });
    expect(seen[0]!.headers.get('Authorization')).toBeFalsy();
  });

  it('code 500 shows a red message with msg and rejects', async () => {
    const { client, feedback } = clientAnswering({ code: 500, msg: '系统异常', data: null });
    await expect(client.get('/x')).rejects.toThrow('系统异常');
    expect(feedback.showError).toHaveBeenCalledWith('系统异常');
  });

  it('code 901 shows the persistent demo-mode error', async () => {
    const { client, feedback } = clientAnswering({ code: 901, msg: '演示模式，禁止写操作', data: null });
    await expect(client.post('/x')).rejects.toBeInstanceOf(ApiError);
    expect(feedback.showDemoModeError).toHaveBeenCalledTimes(1);
  });

  it('other codes raise a notification titled with msg, or the default text when msg is empty', async () => {
    const first = clientAnswering({ code: 1002006003, msg: '已经存在该名字的字典类型', data: null });
    await expect(first.client.post('/x')).rejects.toThrow('已经存在该名字的字典类型');
    expect(first.feedback.showNotification).toHaveBeenCalledWith('已经存在该名字的字典类型');
    const second = clientAnswering({ code: 403, msg: '', data: null });
    await expect(second.client.get('/x')).rejects.toThrow('request.error403');
    const third = clientAnswering({ code: 999, data: null });
    await expect(third.client.get('/x')).rejects.toThrow('request.errorDefault');
  });

  it('rejects invalid/expired refresh-token messages silently', async () => {
    for (const msg of ['无效的刷新令牌', '刷新令牌已过期']) {
      const { client, feedback } = clientAnswering({ code: 400, msg, data: null });
      await expect(client.get('/x')).rejects.toThrow(msg);
      expect(feedback.showNotification).not.toHaveBeenCalled();
      expect(feedback.showError).not.toHaveBeenCalled();
    }
  });

  it('HTTP status failures read "system interface {status} abnormal"', async () => {
    const { client, feedback } = clientAnswering({}, 502);
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(feedback.showError).toHaveBeenCalledWith('request.httpStatus:{"status":"502"}');
  });

  it('returns blob responses whole and unwraps a JSON error inside a blob', async () => {
    const file = new Blob(['a,b'], { type: 'application/vnd.ms-excel' });
    const ok = clientAnswering(file);
    const response = await ok.client.getBlob('/system/dict-data/export');
    expect(response.data).toBe(file);
    expect(response.headers.get('content-disposition')).toContain('a%20b.xlsx');
    const failing = clientAnswering(new Blob([JSON.stringify({ code: 403, msg: '没有该操作权限' })], { type: 'application/json' }));
    await expect(failing.client.getBlob('/x')).rejects.toThrow('没有该操作权限');
    expect(failing.feedback.showNotification).toHaveBeenCalledWith('没有该操作权限');
  });
});

describe('request layer: bodies and transport failures', () => {
  it('sends objects as JSON and FormData as multipart (the browser sets the boundary)', async () => {
    const { client, seen } = clientAnswering({ code: 0, data: null });
    await client.post('/system/post/create', { name: '岗位', sort: 1 });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json;charset=utf-8');
    expect(seen[0]!.body).toBe('{"name":"岗位","sort":1}');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await client.post('/system/user/import', form, { params: { updateSupport: true }, headers: { 'Content-Type': 'multipart/form-data' } });
    expect(seen[1]!.body).toBe(form);
    expect(seen[1]!.headers.has('Content-Type')).toBe(false);
    expect(seen[1]!.url).toBe('/admin-api/system/user/import?updateSupport=true');
    await client.delete('/system/post/delete', { id: 3 });
    expect(seen[2]!.method).toBe('DELETE');
    expect(seen[2]!.body).toBeUndefined();
    expect(seen[2]!.url).toBe('/admin-api/system/post/delete?id=3');
  });

  function failingWith(error: TransportError, quiet = false) {
    const feedback = recordingFeedback();
    const transport: HttpTransport = () => Promise.reject(error);
    const failing = createHttpClient({
      transport,
      feedback,
      withRefreshLock: (task) => task(),
      session: {
        getAccessToken: () => null,
        getRefreshToken: () => null,
        getTenantId: () => null,
        isTenantEnabled: () => false,
        saveTokens: () => {},
        endSession: async () => {},
      },
    });
    return { request: failing.get('/x', undefined, { quiet }), feedback };
  }

  it('a network failure and a timeout read the spec texts, marked as transport failures', async () => {
    const network = failingWith(new TransportError('network'));
    await expect(network.request).rejects.toMatchObject({ message: 'request.networkError', transport: true, code: 0 });
    expect(network.feedback.showError).toHaveBeenCalledWith('request.networkError');
    const timeout = failingWith(new TransportError('timeout'));
    await expect(timeout.request).rejects.toMatchObject({ message: 'request.timeout', transport: true });
    expect(timeout.feedback.showError).toHaveBeenCalledWith('request.timeout');
  });

  it('a quiet request fails without telling the user', async () => {
    const quiet = failingWith(new TransportError('network'), true);
    await expect(quiet.request).rejects.toMatchObject({ alreadyShown: false });
    expect(quiet.feedback.showError).not.toHaveBeenCalled();
  });
});
