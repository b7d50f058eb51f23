/** One request as the request layer hands it to the transport: fully addressed, headers set, body encoded. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Headers;
  body?: BodyInit;
  /** 'json': the body parsed as JSON (text when it is not JSON); 'blob': the body as a Blob. */
  responseType: 'json' | 'blob';
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  headers: Headers;
  data: unknown;
}

export type HttpTransport = (request: TransportRequest) => Promise<TransportResponse>;

/** No answer the request layer can read: the network failed, the time ran out, or the HTTP status was not 2xx. */
export class TransportError extends Error {
  readonly kind: 'network' | 'timeout' | 'status';
  /** The HTTP status for kind 'status', else 0. */
  readonly status: number;

  constructor(kind: TransportError['kind'], status = 0) {
    super(kind === 'status' ? `Request failed with status code ${status}` : kind === 'timeout' ? 'timeout' : 'Network Error');
    this.name = 'TransportError';
    this.kind = kind;
    this.status = status;
  }
}

function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The browser's fetch, with the time limit covering the whole exchange (headers and body). */
export const fetchTransport: HttpTransport = async ({ method, url, headers, body, responseType, timeoutMs }) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
    if (!response.ok) throw new TransportError('status', response.status);
    const data = responseType === 'blob' ? await response.blob() : parseBody(await response.text());
    return { status: response.status, headers: response.headers, data };
  } catch (error) {
    if (error instanceof TransportError) throw error;
    throw new TransportError(timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
};
