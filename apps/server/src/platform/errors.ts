import { formatMessage, GlobalErrors, type ErrorCode } from '@console/contracts/error-codes';

/**
 * A business error: answered with HTTP 200 and `{code, msg}` in the envelope. `message` is the built-in text; the
 * envelope answers an administrator's edit of it where there is one (错误码管理, modules/system/error-code), filled
 * with the same `args`, so the template and its arguments are kept.
 */
export class ServiceError extends Error {
  readonly code: number;
  readonly template: string;
  readonly args: readonly unknown[];
  constructor(error: ErrorCode, ...args: unknown[]) {
    super(formatMessage(error.msg, ...args));
    this.code = error.code;
    this.template = error.msg;
    this.args = args;
    this.name = 'ServiceError';
  }
}

/** Refused by a rate limit: code 429 in the envelope, with a `Retry-After` header (whole seconds). */
export class RateLimitedError extends ServiceError {
  constructor(readonly retryAfterSeconds: number) {
    super(GlobalErrors.TOO_MANY_REQUESTS);
  }
}

/**
 * Where the envelope takes a business error's text (an administrator's edit of its code, 错误码管理): handed to the
 * envelope when it is registered, so the platform knows no module.
 */
export interface ErrorMessageSource {
  render: (error: ServiceError) => string;
}

export const fail = (error: ErrorCode, ...args: unknown[]): never => {
  throw new ServiceError(error, ...args);
};

/** A client error naming what was wrong: `请求参数不正确:<detail>` with code 400. */
export const badRequest = (detail: string) =>
  new ServiceError({ code: GlobalErrors.BAD_REQUEST.code, msg: `${GlobalErrors.BAD_REQUEST.msg}:${detail}` });
export const badField = (field: string, detail: string) => badRequest(`${field} ${detail}`);
