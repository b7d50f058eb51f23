import http from 'node:http';
import qs from 'qs';
import { isApiUrl } from './api-prefix';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { GlobalErrors } from '@console/contracts/error-codes';
import { badRequest } from './errors';
import { API_ANSWER, EVERY_ANSWER } from './security-headers';

/**
 * The edges of a request that Fastify or Node answer before any route runs: JSON nesting, over-long path
 * parameters, malformed URLs, header blocks too big for Node's parser. Under /admin-api each gets an envelope
 * (HTTP 200, code 400) like every other answer.
 */

/** Deeper JSON than this is refused before it is parsed: no form of ours nests beyond a handful of levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Node refuses a request whose request line and headers exceed this with 431 before any JavaScript of ours
 * runs. Node's default (16 KiB) cut off a long query string (a 100 kB `ids=` list) with a bare 431; at 128 KiB
 * such a request reaches the routes and their validation. Beyond it, `clientErrorHandler` still answers in
 * the envelope.
 */
export const MAX_HEADER_BYTES = 128 * 1024;

/**
 * Query strings and form bodies: `a[b]=1` nests at most 3 levels, `ids=1&ids=2` makes arrays of at most 100
 * (longer lists stay an object of indexes, which validation refuses), and at most 200 parameters are read.
 */
export const parseParams = (text: string): Record<string, unknown> => qs.parse(text, { depth: 3, arrayLimit: 100, parameterLimit: 200 });

const envelopeBody = (code: number, msg: string) => JSON.stringify({ code, msg, data: null });

/**
 * The deepest nesting of objects and arrays in JSON text, counted without recursion (JSON.parse and everything
 * that walks its result later recurse), stopping as soon as `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with the same parser (secure-json-parse, prototype poisoning refused)
 * behind a depth check, so a body nested 20,000 levels is a clear 400 and never reaches code that recurses.
 * Call on the root instance, before the routes.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(badRequest(`JSON 嵌套不能超过 ${MAX_JSON_DEPTH} 层`), undefined);
      return;
    }
    // The default parser answers through `done`; what it returns is of no use here.
    void parse(request, body as string, done);
  });
}


/**
 * Fastify's answers for a URL it cannot route: a path parameter longer than `maxParamLength` (414) or a
 * malformed percent-encoding (400). Under /admin-api: the envelope.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  request.log.info({ err: error }, 'rejected request');
  // No hook runs for these answers: the security headers are set here (platform/security-headers.ts).
  if (!isApiUrl(request.url)) {
    void reply
      .headers(EVERY_ANSWER)
      .code(error.statusCode ?? 400)
      .type('text/plain; charset=utf-8')
      .send(http.STATUS_CODES[error.statusCode ?? 400] ?? 'Bad Request');
    return;
  }
  const detail = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '路径参数过长' : '请求地址格式不正确';
  void reply
    .headers(API_ANSWER)
    .code(200)
    .type('application/json; charset=utf-8')
    .send(envelopeBody(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:${detail}`));
};

/**
 * Node's HTTP parser refusing a request (header block too large, malformed request line…): Fastify's default
 * writes a bare 400/431 JSON. Here it is the envelope, then the connection is closed (the parser cannot go on
 * after an error). Node hands over only the chunk it was parsing, which for a header block of hundreds of
 * kilobytes is not the one with the request line: only a request line naming another path (the web app) keeps
 * the plain status.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err }, 'client error');
  // What Node had read of the request (a Buffer; Fastify's types say otherwise).
  const raw = (err as unknown as { rawPacket?: Buffer }).rawPacket;
  const requestLine = Buffer.isBuffer(raw) ? raw.subarray(0, 512).toString('latin1') : '';
  const target = /^[A-Z]+ (\S+)/.exec(requestLine)?.[1];
  let status: number;
  let body: string;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = '{"error":"Request Timeout","message":"Client Timeout","statusCode":408}';
  } else if (target === undefined || isApiUrl(target)) {
    status = 200;
    const detail = err.code === 'HPE_HEADER_OVERFLOW' ? `请求头或地址过长（最多 ${MAX_HEADER_BYTES / 1024} KB）` : '请求格式不正确';
    body = envelopeBody(GlobalErrors.BAD_REQUEST.code, `${GlobalErrors.BAD_REQUEST.msg}:${detail}`);
  } else {
    status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    body = JSON.stringify({ error: http.STATUS_CODES[status], message: 'Client Error', statusCode: status });
  }
  if (socket.writable) {
    const headers = Object.entries({ ...API_ANSWER, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers}\r\n${body}`);
  }
  socket.destroy(err);
}

/** PostgreSQL text cannot hold NUL; refuse it up front, naming the field, wherever it hides. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const hit = findNul(v, `${path}.${key}`, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}

/** The first field of the body, query or path parameters holding a NUL character (`body.name`…), if any. */
export const nulField = (request: FastifyRequest): string | undefined =>
  findNul(request.body, 'body') ?? findNul(request.query, 'query') ?? findNul(request.params, 'params');

/**
 * Input hygiene for every route of the server, whatever its prefix (the API scopes, the slider captcha at the root):
 * a NUL anywhere in the body, query or path parameters is a clear 400 naming the field before validation.
 * Call on the root instance, before the routes.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = nulField(request);
    done(field ? badRequest(`${field} 不能包含 NUL 字符`) : undefined);
  });
}
