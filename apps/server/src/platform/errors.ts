import { formatMessage, GlobalErrors, type ErrorCode } from '@console/contracts/error-codes';

/** A business error: answered with HTTP 200 and `{code, msg}` in the envelope. */
export class ServiceError extends Error {
  readonly code: number;
  constructor(error: ErrorCode, ...args: unknown[]) {
    super(formatMessage(error.msg, ...args));
    this.code = error.code;
    this.name = 'ServiceError';
  }
}

/** Refused by a rate limit: code 429 in the envelope, with a `Retry-After` header (whole seconds). */
export class RateLimitedError extends ServiceError {
  constructor(readonly retryAfterSeconds: number) {
    super(GlobalErrors.TOO_MANY_REQUESTS);
  }
}

export const fail = (error: ErrorCode, ...args: unknown[]): never => {
  throw new ServiceError(error, ...args);
};

/** A client error naming what was wrong: `请求参数不正确:<detail>` with code 400. */
export const badRequest = (detail: string) =>
  new ServiceError({ code: GlobalErrors.BAD_REQUEST.code, msg: `${GlobalErrors.BAD_REQUEST.msg}:${detail}` });
export const badField = (field: string, detail: string) => badRequest(`${field} ${detail}`);
