import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { ApiError } from './api-error';
import { serializeQuery } from './query-serializer';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send the request without the bearer token (login, captcha, public config). */
    skipToken?: boolean;
    /** Tell the user nothing when it fails (optional look-ups); the caller still gets the rejection. */
    quiet?: boolean;
  }
}

interface TrackedConfig extends InternalAxiosRequestConfig {
  sentAccessToken?: string | null;
  isTokenRefresh?: boolean;
  isReplay?: boolean;
}

/** How the request layer talks to the user; the app binds antd, tests bind spies. */
export interface HttpFeedback {
  /** Red message, shown 5 s. */
  showError(text: string): void;
  /** Error notification titled with the server's msg. */
  showNotification(title: string): void;
  /** Persistent demo-mode error with a pointer to the docs. */
  showDemoModeError(): void;
  /** The "login status has expired" dialog; resolves true when the user chooses to log in again. */
  confirmRelogin(): Promise<boolean>;
  /** Translated fixed texts. */
  text(key: HttpTextKey, values?: Record<string, unknown>): string;
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
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  getTenantId(): string | null;
  isTenantEnabled(): boolean;
  saveTokens(tokens: { accessToken: string; refreshToken: string }): void;
  /** Log out (clear tokens and state) and go to the index page. */
  endSession(): Promise<void>;
}

export interface HttpClientOptions {
  feedback: HttpFeedback;
  session: HttpSession;
  adapter?: AxiosAdapter;
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

export interface HttpClient {
  instance: AxiosInstance;
  get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T>;
  /** GET returning the raw response with a Blob body (for downloads). */
  getBlob(url: string, params?: object): Promise<AxiosResponse<Blob>>;
}

export function createHttpClient({ feedback, session, adapter, withRefreshLock = webLocks }: HttpClientOptions): HttpClient {
  const instance = axios.create({
    baseURL: '/admin-api/',
    timeout: 30_000,
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
    paramsSerializer: { serialize: (params) => serializeQuery(params as Record<string, unknown>) },
    adapter,
  });

  let refreshInFlight: Promise<void> | null = null;
  let reloginDialogOpen = false;

  instance.interceptors.request.use((config: TrackedConfig) => {
    const token = session.getAccessToken();
    config.sentAccessToken = config.skipToken ? null : token;
    if (token && !config.skipToken) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    const tenantId = session.getTenantId();
    if (session.isTenantEnabled() && tenantId) config.headers.set('tenant-id', tenantId);
    return config;
  });

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
        tokens = await instance.post<unknown, { accessToken: string; refreshToken: string }>(
          '/system/auth/refresh-token',
          null,
          { params: { refreshToken }, skipToken: true, isTokenRefresh: true } as AxiosRequestConfig,
        );
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

  async function handleUnauthorized(config: TrackedConfig, message: string): Promise<unknown> {
    if (config.isTokenRefresh) throw new ApiError(401, message, false);
    if (config.isReplay) {
      // Still unauthorised with a fresh token: refreshing again would loop.
      promptRelogin();
      throw new ApiError(401, feedback.text('request.sessionExpired'), true);
    }
    try {
      await withRefreshLock(async () => {
        const current = session.getAccessToken();
        // Someone (another request or another tab) already refreshed since this request was sent: just replay.
        if (current && current !== config.sentAccessToken) return;
        await refreshOnce();
      });
    } catch {
      promptRelogin();
      throw new ApiError(401, feedback.text('request.sessionExpired'), true);
    }
    config.isReplay = true;
    return instance.request(config);
  }

  async function unwrap(body: unknown, config: TrackedConfig): Promise<unknown> {
    // Bodies without a code (the AJ-Captcha ResponseModel) are successes; the caller gets the whole body.
    if (!isEnvelope(body)) return body;
    const { code } = body;
    if (code === 0 || code === 200) return body.data;
    const message = body.msg || feedback.text(DEFAULT_MESSAGE_KEYS[code] ?? 'request.errorDefault');
    if (SILENT_MESSAGES.has(message)) throw new ApiError(code, message, false);
    if (code === 401) return handleUnauthorized(config, message);
    if (config.quiet) throw new ApiError(code, message, false);
    if (code === 500) feedback.showError(message);
    else if (code === 901) feedback.showDemoModeError();
    else feedback.showNotification(message);
    throw new ApiError(code, message, true);
  }

  // The interceptor resolves with the unwrapped payload, so the typed helpers below cast accordingly.
  const onFulfilled = async (response: AxiosResponse): Promise<unknown> => {
    const config = response.config as TrackedConfig;
    if (config.responseType === 'blob') {
      const blob = response.data as Blob;
      // A download that failed comes back as a JSON envelope inside the blob.
      if (blob instanceof Blob && blob.type.includes('application/json')) {
        return unwrap(JSON.parse(await blob.text()), config);
      }
      return response;
    }
    return unwrap(response.data, config);
  };
  instance.interceptors.response.use(
    onFulfilled as unknown as (response: AxiosResponse) => AxiosResponse,
    (error: unknown) => {
      if (axios.isCancel(error) || !(error instanceof AxiosError)) throw error;
      const raw = error.message;
      let text = raw;
      if (raw === 'Network Error') text = feedback.text('request.networkError');
      else if (raw.includes('timeout')) text = feedback.text('request.timeout');
      else if (raw.includes('Request failed with status code')) {
        text = feedback.text('request.httpStatus', { status: raw.slice(raw.length - 3) });
      }
      const quiet = (error.config as TrackedConfig | undefined)?.quiet === true;
      if (!quiet) feedback.showError(text);
      throw new ApiError(error.response?.status ?? 0, text, !quiet, true);
    },
  );

  return {
    instance,
    get: <T,>(url: string, params?: object, config?: AxiosRequestConfig) => instance.get(url, { ...config, params }) as unknown as Promise<T>,
    post: <T,>(url: string, data?: unknown, config?: AxiosRequestConfig) => instance.post(url, data, config) as unknown as Promise<T>,
    put: <T,>(url: string, data?: unknown, config?: AxiosRequestConfig) => instance.put(url, data, config) as unknown as Promise<T>,
    delete: <T,>(url: string, params?: object, config?: AxiosRequestConfig) => instance.delete(url, { ...config, params }) as unknown as Promise<T>,
    getBlob: (url, params) => instance.get(url, { params, responseType: 'blob' }),
  };
}
