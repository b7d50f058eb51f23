/** A rejected API call. `alreadyShown` tells callers the request layer has already told the user. */
export class ApiError extends Error {
  readonly code: number;
  readonly alreadyShown: boolean;
  /** True when no answer came from the server (network error, timeout, HTTP status failure). */
  readonly transport: boolean;

  constructor(code: number, message: string, alreadyShown = true, transport = false) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.alreadyShown = alreadyShown;
    this.transport = transport;
  }
}

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
