import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import { isSecretName, REDACTED, redactText } from './redact';

/** Keys that hold a secret wherever they are logged, for pino's own redaction (fast-redact, by path). */
const SECRET_KEYS = [
  'password',
  'oldPassword',
  'newPassword',
  'secret',
  'clientSecret',
  'client_secret',
  'apiSecret',
  'accessSecret',
  'accessKey',
  'token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'privateKey',
  'privateKeyContent',
  'mchKey',
  'apiV3Key',
  'authorization',
];
const REDACT_PATHS = [...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]), 'req.headers.authorization', 'req.headers.cookie'];

/** A log call's own text and the top-level text fields of its object, with the secrets they carry redacted. */
function redactArgument(arg: unknown): unknown {
  if (typeof arg === 'string') return redactText(arg);
  if (!arg || typeof arg !== 'object' || arg instanceof Error || Array.isArray(arg)) return arg;
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(arg)) {
    if (typeof value !== 'string') continue;
    const redacted = isSecretName(key) ? REDACTED : redactText(value);
    if (redacted !== value) (copy ??= { ...(arg as Record<string, unknown>) })[key] = redacted;
  }
  return copy ?? arg;
}

/** pino's error as logged, its message, stack and other text fields (a driver's detail) redacted. */
function redactedError(err: unknown): unknown {
  if (typeof err === 'string') return redactText(err);
  if (!(err instanceof Error)) return redactArgument(err);
  const out = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) if (typeof value === 'string') out[key] = redactText(value);
  return out;
}

/**
 * The Fastify logger's options: secrets never reach a log line (the rule is redact.ts's). Keys named as secrets are
 * censored by pino's `redact`; the request's URL (its query string), errors' text and the text a call logs go
 * through redactText. `stream` replaces stdout (tests read what was logged).
 */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      // Fastify's own request serializer, with the URL redacted (`?token=…`, `?password=…`).
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactText(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: redactedError,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map(redactArgument) as Parameters<typeof method>);
      },
    },
  };
}
