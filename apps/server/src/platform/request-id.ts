import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: short, and nothing a log line or a header could be broken with. */
const VALID_ID = /^[A-Za-z0-9._:/+=-]{1,64}$/;

/**
 * Each request's id (Fastify `genReqId`): the caller's `X-Request-Id` when it is a plausible id (a balancer or a
 * gateway that already named the request), else a fresh UUID. Fastify puts it on every log line of the request as
 * `reqId`; the access, error, operate and login logs store it as their 链路追踪 (trace id).
 */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
}

/** Every answer names its request, so a client can quote it and an operator find its log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
