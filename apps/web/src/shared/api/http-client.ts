import { ApiError } from './api-error';
import { serializeQuery } from './query-serializer';
import { fetchTransport, TransportError, type HttpTransport, type TransportRequest } from './transport';

/** Per-call options of the request layer. */
export interface RequestOptions {
  /** Query parameters, serialised per spec §5 (nested key[sub]=value; null, undefined and '' omitted). */
  params?: object;
  headers?: Record<string, string>;
  /** Send the request without the bearer token (login, captcha, public config). */
  skipToken?: boolean;
  /**
   * Tell the user nothing when it fails (optional look-ups, background polls); the caller still gets the rejection.
   * A 401 still renews the session with the refresh token, but never opens the relogin dialog: a poll must not bring
   * it back every few seconds after the user dismissed it; the next request the user makes asks.
   */
  quiet?: boolean;
}

interface RequestConfig extends RequestOptions {
  method: TransportRequest['method'];
  url: string;
  data?: unknown;
  responseType?: 'json' | 'blob';
  isTokenRefresh?: boolean;
  isReplay?: boolean;
}

/** A downloaded file: the body and the response headers (for Content-Disposition). */
export interface BlobResponse {
  data: Blob;
  headers: Headers;
}

/** How the request layer talks to the user; the app binds antd, tests bind spies. */
export interface HttpFeedback {
  /** Red message, shown 5 s. */
  showError: (text: string) => void;
  /** Error notification titled with the server's msg. */
  showNotification: (title: string) => void;
  /** Persistent demo-mode error with a pointer to the docs. */
  showDemoModeError: () => void;
  /** The "login status has expired" dialog; resolves true when the user chooses to log in again. */
  confirmRelogin: () => Promise<boolean>;
  /** Translated fixed texts. */
  text: (key: HttpTextKey, values?: Record<string, unknown>) => string;
}

export type HttpTextKey =
  | 'request.error401'
  | 'request.error403'
  | 'request.error404'
  | 'request.errorDefault'
  | 'request.sessionExpired'
  | 'request.networkError'
  | 'request.timeout'
  | 'request.httpStatus';

/** Where the request layer reads and writes the session. */
export interface HttpSession {
  getAccessToken: () => string | null;
  getRefreshToken: () => string | null;
  getTenantId: () => string | null;
  isTenantEnabled: () => boolean;
  saveTokens: (tokens: { accessToken: string; refreshToken: string }) => void;
  /** Log out (clear tokens and state) and go to the index page. */
  endSession: () => Promise<void>;
}

export interface HttpClientOptions {
  feedback: HttpFeedback;
  session: HttpSession;
  /** How requests reach the server; fetch unless a test supplies a fake. */
  transport?: HttpTransport;
  /** Serialises token refreshes across browser tabs; defaults to the Web Locks API when present. */
  withRefreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
}

// Messages the server uses for a dead refresh token: the caller is rejected without a toast (spec §8).
const SILENT_MESSAGES = new Set(['无效的刷新令牌', '刷新令牌已过期']);

const DEFAULT_MESSAGE_KEYS: Record<number, HttpTextKey> = {
  401: 'request.error401',
  403: 'request.error403',
  404: 'request.error404',
};

interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function webLocks<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request('console-token-refresh', task) as unknown as Promise<T>;
}

const API_BASE = '/admin-api/';
const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpClient {
  get: <T>(url: string, params?: object, options?: RequestOptions) => Promise<T>;
  post: <T>(url: string, data?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(url: string, params?: object, options?: RequestOptions) => Promise<T>;
  /** DELETE with a JSON body (the original's unbind calls take one). */
  deleteWithBody: <T>(url: string, data: unknown, options?: RequestOptions) => Promise<T>;
  /** The session's headers (bearer token, tenant-id) for a request this client does not send itself (Swagger UI's "Try it out"). */
  sessionHeaders: () => Record<string, string>;
  /** GET returning the file and the response headers (for downloads). */
  getBlob: (url: string, params?: object) => Promise<BlobResponse>;
}

/** '/admin-api/' + path + '?' + query, the way every request is addressed. */
function requestUrl(url: string, params?: object): string {
  const path = /^https?:\/\//.test(url) ? url : API_BASE + url.replace(/^\//, '');
  const query = serializeQuery(params as Record<string, unknown> | undefined);
  if (!query) return path;
  return path + (path.includes('?') ? '&' : '?') + query;
}

function bodyOf(data: unknown): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams || typeof data === 'string') return data;
  return JSON.stringify(data);
}

export function createHttpClient({ feedback, session, transport = fetchTransport, withRefreshLock = webLocks }: HttpClientOptions): HttpClient {
  let refreshInFlight: Promise<void> | null = null;
  let reloginDialogOpen = false;

  // The last refresh token the server turned down. Requests queued behind that refresh (the lock serialises them)
  // fail at once instead of presenting it again: one refresh call, one dialog.
  let rejectedRefreshToken: string | null = null;

  function refreshOnce(): Promise<void> {
    refreshInFlight ??= (async () => {
      const refreshToken = session.getRefreshToken();
      if (!refreshToken || refreshToken === rejectedRefreshToken) {
        throw new ApiError(401, feedback.text('request.sessionExpired'), false);
      }
      let tokens: { accessToken: string; refreshToken: string };
      try {
        tokens = (await send({
          method: 'POST',
          url: '/system/auth/refresh-token',
          params: { refreshToken },
          skipToken: true,
          isTokenRefresh: true,
        })) as { accessToken: string; refreshToken: string };
      } catch (error) {
        // A transport failure says nothing about the token; a server answer does.
        if (!(error instanceof ApiError && error.transport)) rejectedRefreshToken = refreshToken;
        throw error;
      }
      session.saveTokens(tokens);
    })().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function promptRelogin(): void {
    if (reloginDialogOpen) return;
    reloginDialogOpen = true;
    void feedback
      .confirmRelogin()
      .then(async (logInAgain) => {
        if (logInAgain) await session.endSession();
      })
      .finally(() => {
        reloginDialogOpen = false;
      });
  }

  /** The session could not be renewed: ask the user to sign in again, unless the request was a quiet one. */
  function sessionExpired(config: RequestConfig): ApiError {
    if (config.quiet) return new ApiError(401, feedback.text('request.sessionExpired'), false);
    promptRelogin();
    return new ApiError(401, feedback.text('request.sessionExpired'), true);
  }

  async function handleUnauthorized(config: RequestConfig, message: string, sentAccessToken: string | null): Promise<unknown> {
    if (config.isTokenRefresh) throw new ApiError(401, message, false);
    // Still unauthorised with a fresh token: refreshing again would loop.
    if (config.isReplay) throw sessionExpired(config);
    try {
      await withRefreshLock(async () => {
        const current = session.getAccessToken();
        // Someone (another request or another tab) already refreshed since this request was sent: just replay.
        if (current && current !== sentAccessToken) return;
        await refreshOnce();
      });
    } catch {
      throw sessionExpired(config);
    }
    return send({ ...config, isReplay: true });
  }

  async function unwrap(body: unknown, config: RequestConfig, sentAccessToken: string | null): Promise<unknown> {
    // Bodies without a code (the AJ-Captcha ResponseModel) are successes; the caller gets the whole body.
    if (!isEnvelope(body)) return body;
    const { code } = body;
    if (code === 0 || code === 200) return body.data;
    const message = body.msg || feedback.text(DEFAULT_MESSAGE_KEYS[code] ?? 'request.errorDefault');
    if (SILENT_MESSAGES.has(message)) throw new ApiError(code, message, false);
    if (code === 401) return handleUnauthorized(config, message, sentAccessToken);
    if (config.quiet) throw new ApiError(code, message, false);
    if (code === 500) feedback.showError(message);
    else if (code === 901) feedback.showDemoModeError();
    else feedback.showNotification(message);
    throw new ApiError(code, message, true);
  }

  function transportFailure(error: TransportError, config: RequestConfig): ApiError {
    const text =
      error.kind === 'timeout'
        ? feedback.text('request.timeout')
        : error.kind === 'status'
          ? feedback.text('request.httpStatus', { status: String(error.status) })
          : feedback.text('request.networkError');
    if (!config.quiet) feedback.showError(text);
    return new ApiError(error.status, text, !config.quiet, true);
  }

  /** The tenant the session is in, as the header names it; none when tenancy is off. */
  function tenantHeader(): Record<string, string> {
    const tenantId = session.getTenantId();
    return session.isTenantEnabled() && tenantId ? { 'tenant-id': tenantId } : {};
  }

  async function send(config: RequestConfig): Promise<unknown> {
    const token = session.getAccessToken();
    const sentAccessToken = config.skipToken ? null : token;
    const headers = new Headers(config.headers);
    const body = bodyOf(config.data);
    // FormData sets its own multipart boundary; everything else we send is JSON.
    if (typeof body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json;charset=utf-8');
    if (body instanceof FormData) headers.delete('Content-Type');
    if (sentAccessToken) headers.set('Authorization', `Bearer ${sentAccessToken}`);
    for (const [name, value] of Object.entries(tenantHeader())) headers.set(name, value);

    let response;
    try {
      response = await transport({
        method: config.method,
        url: requestUrl(config.url, config.params),
        headers,
        body,
        responseType: config.responseType ?? 'json',
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof TransportError) throw transportFailure(error, config);
      throw error;
    }
    if (config.responseType === 'blob') {
      const blob = response.data as Blob;
      // A download that failed comes back as a JSON envelope inside the blob.
      if (blob.type.includes('application/json')) return unwrap(JSON.parse(await blob.text()), config, sentAccessToken);
      return { data: blob, headers: response.headers } satisfies BlobResponse;
    }
    return unwrap(response.data, config, sentAccessToken);
  }

  return {
    get: <T,>(url: string, params?: object, options?: RequestOptions) => send({ ...options, method: 'GET', url, params }) as Promise<T>,
    post: <T,>(url: string, data?: unknown, options?: RequestOptions) => send({ ...options, method: 'POST', url, data }) as Promise<T>,
    put: <T,>(url: string, data?: unknown, options?: RequestOptions) => send({ ...options, method: 'PUT', url, data }) as Promise<T>,
    delete: <T,>(url: string, params?: object, options?: RequestOptions) => send({ ...options, method: 'DELETE', url, params }) as Promise<T>,
    deleteWithBody: <T,>(url: string, data: unknown, options?: RequestOptions) => send({ ...options, method: 'DELETE', url, data }) as Promise<T>,
    getBlob: (url, params) => send({ method: 'GET', url, params, responseType: 'blob' }) as Promise<BlobResponse>,
    sessionHeaders: () => {
      const token = session.getAccessToken();
      return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...tenantHeader() };
    },
  };
}
