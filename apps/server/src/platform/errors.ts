import { formatMessage, type ErrorCode } from '@console/contracts/error-codes';

/** A business error: answered with HTTP 200 and `{code, msg}` in the envelope. */
export class ServiceError extends Error {
  readonly code: number;
  constructor(error: ErrorCode, ...args: unknown[]) {
    super(formatMessage(error.msg, ...args));
    this.code = error.code;
    this.name = 'ServiceError';
  }
}

export const fail = (error: ErrorCode, ...args: unknown[]): never => {
  throw new ServiceError(error, ...args);
};
