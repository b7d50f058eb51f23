import * as contractErrors from '@console/contracts/error-codes';
import type { ErrorCode } from '@console/contracts/error-codes';
import * as extensions from '../../extensions';

/**
 * The application name this server's rows carry (the original's `spring.application.name`, `yudao-server`): the
 * screen shows and filters by it, and only rows with it change what this server answers.
 */
export const APPLICATION_NAME = 'console-server';

/**
 * Codes below this are the shared HTTP-like ones (400 stands for a dozen messages, 401 for three): an edit by code
 * could not say which it means, so they are not registered, as the original does not register its
 * GlobalErrorCodeConstants.
 */
const FIRST_BUSINESS_CODE = 1000;

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'object' && value !== null && typeof (value as ErrorCode).code === 'number' && typeof (value as ErrorCode).msg === 'string';

/** Every business error code the server can answer: the contracts' `*Errors` groups and the extension modules'. */
export function listErrorCodes(): ErrorCode[] {
  const groups: unknown[] = [...Object.values(contractErrors), ...Object.values(extensions).map((extension) => extension.errors ?? {})];
  return groups.flatMap((group) =>
    typeof group === 'object' && group !== null ? Object.values(group as Record<string, unknown>).filter(isErrorCode).filter((entry) => entry.code >= FIRST_BUSINESS_CODE) : [],
  );
}

/** Code → built-in message (a test keeps the codes unique; the first would win). */
export function errorCatalogue(): ReadonlyMap<number, string> {
  const catalogue = new Map<number, string>();
  for (const { code, msg } of listErrorCodes()) if (!catalogue.has(code)) catalogue.set(code, msg);
  return catalogue;
}
