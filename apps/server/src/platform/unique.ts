import type { ErrorCode } from '@console/contracts/error-codes';
import { ServiceError } from './errors';

/** Maps a unique-index violation (a race past the service's own check) to the business error. */
export async function mapUniqueViolation<T>(work: () => Promise<T>, byIndex: Record<string, ErrorCode>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const e = err as { code?: string; constraint?: string; message?: string };
    if (e.code === '23505') {
      const hit = Object.entries(byIndex).find(([index]) => e.constraint === index || e.message?.includes(index));
      if (hit) throw new ServiceError(hit[1]);
    }
    throw err;
  }
}
