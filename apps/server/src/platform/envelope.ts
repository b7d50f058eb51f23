import { primitiveText } from '@console/contracts/text';
import { isApiUrl } from './api-prefix';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { GlobalErrors } from '@console/contracts/error-codes';
import { RateLimitedError, ServiceError, type ErrorMessageSource } from './errors';
import { sendWebIndex } from './web';

export const success = <T>(data: T) => ({ code: 0, msg: '', data });

/** Error envelopes bypass the route's success schema (which would turn `data: null` into 0 or {}). */
const sendError = (reply: FastifyReply, body: { code: number; msg: string }) => {
  // What the access log records as the result (a success leaves the default, code 0).
  reply.request.resultCode = body.code;
  reply.request.resultMsg = body.msg;
  return reply
    .status(200)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ code: body.code, msg: body.msg, data: null });
};

interface AjvErrorLike {
  keyword?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Names the offending field the way a client developer would look for it: `body.name`, `query.pageNo`. */
function describeValidation(error: FastifyError): string {
  const first = (error.validation?.[0] ?? {}) as AjvErrorLike;
  const context = error.validationContext ?? 'body';
  const missing = first.params?.missingProperty as string | undefined;
  const path = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const field = missing ?? (path || undefined);
  const where = field ? `${context === 'querystring' ? 'query' : context}.${field}` : context;
  if (missing) return `${where} 不能为空`;
  // A regular expression tells a user nothing; the field's name does.
  if (first.keyword === 'pattern' || first.keyword === 'format') return `${where} 格式不正确`;
  const limit = first.params?.limit;
  const msg = first.message ?? 'is invalid';
  if (msg.startsWith('must NOT have more than') && limit !== undefined) return `${where} 长度不能超过 ${primitiveText(limit)}`;
  if (msg.startsWith('must NOT have fewer than') && limit !== undefined) return `${where} 长度不能少于 ${primitiveText(limit)}`;
  return `${where} ${msg}`;
}

/**
 * Every answer under /admin-api is `{code, msg, data}` with HTTP 200, errors included (reference §1.1):
 * validation → 400 naming the field, business → its code, anything unexpected → 500 with the detail
 * only in the log.
 */
export default fp<{ messages: ErrorMessageSource }>((app, { messages }, done) => {
  app.decorateRequest('resultCode', 0);
  app.decorateRequest('resultMsg', '');
  app.decorateRequest('unexpectedError', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof ServiceError) {
      return sendError(reply, { code: error.code, msg: messages.render(error) });
    }
    if (error.validation) {
      return sendError(reply, {
        code: GlobalErrors.BAD_REQUEST.code,
        msg: `${GlobalErrors.BAD_REQUEST.msg}:${describeValidation(error)}`,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendError(reply, GlobalErrors.TOO_MANY_REQUESTS);
    }
    if (status === 404) {
      return sendError(reply, GlobalErrors.NOT_FOUND);
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large…: the client's fault, said plainly.
      request.log.info({ err: error }, 'rejected request');
      return sendError(reply, { code: GlobalErrors.BAD_REQUEST.code, msg: `${GlobalErrors.BAD_REQUEST.msg}:${error.message}` });
    }
    request.log.error({ err: error }, 'unhandled error');
    // The API error log (platform/api-log.ts) records it once the answer has left.
    request.unexpectedError = error;
    return sendError(reply, GlobalErrors.INTERNAL_SERVER_ERROR);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiUrl(request.url)) return sendError(reply, GlobalErrors.NOT_FOUND);
    if (sendWebIndex(request, reply, app.config.webDistDir)) return reply;
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  done();
});
