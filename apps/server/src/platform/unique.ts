import type { ErrorCode } from '@console/contracts/error-codes';
import { ServiceError } from './errors';

/** Maps a unique-index violation (a race past the service's own check) to the business error (or one with its arguments). */
export async function mapUniqueViolation<T>(work: () => Promise<T>, byIndex: Record<string, ErrorCode | ServiceError>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const e = err as { code?: string; constraint?: string; message?: string };
    if (e.code === '23505') {
      const hit = Object.entries(byIndex).find(([index]) => e.constraint === index || e.message?.includes(index));
      if (hit) throw hit[1] instanceof ServiceError ? hit[1] : new ServiceError(hit[1]);
    }
    throw err;
  }
}
