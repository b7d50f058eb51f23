import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import { yieldToRequests } from './lifecycle';

/**
 * pg-boss, the PostgreSQL-backed job queue (its tables come with migration 0008). Every process of a cluster shares
 * it through the database: a job sent once runs once, in whichever process fetches it first; a run that throws is
 * retried after its delay; a run whose process dies is failed (and retried) when it passes its expiry. On PGlite it
 * runs over the same single connection as everything else (DatabaseHandle.executeSql).
 */
export async function createQueue(database: DatabaseHandle, log: FastifyBaseLogger, yieldFirst: () => boolean = () => false): Promise<PgBoss> {
  // Loaded when the scheduler starts (after the server listens), not while the process starts.
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    // While `yieldFirst` says so (the server's background start), a request that came in meanwhile goes before each
    // of the queue's statements. Not later: a worker's last statement must not slip past the database's close.
    db: {
      executeSql: async (text: string, values?: unknown[]) => {
        if (yieldFirst()) await yieldToRequests();
        return database.executeSql(text, values);
      },
    },
    schema: 'pgboss',
    // Cron lives in the job scheduler (second-precision Quartz expressions, which pg-boss's minute cron lacks).
    schedule: false,
    supervise: true,
    // Expired runs (a dead process) are noticed within this many seconds.
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  return boss;
}

/** PostgreSQL's deadlock_detected: the victim's transaction was rolled back, the other one went through. */
const DEADLOCK = '40P01';

/**
 * Declares a queue when several processes may start at once: pg-boss's createQueue (a row and a table partition) can
 * deadlock with another process's, and then the other one has created it, so the declaration is simply tried again.
 */
export async function declareQueue(boss: Pick<PgBoss, 'createQueue'>, name: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name);
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== DEADLOCK || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

const HEX = /-/g;
/**
 * A UUID derived from a name (version 5 layout, SHA-1 as RFC 9562 §5.5): every process names the same cron tick
 * the same, so the queue's primary key lets exactly one of their sends in.
 */
export function nameUuid(name: string): string {
  const namespace = Buffer.from('6f0b9a3e-2d6c-4e55-9b1a-5c2e7f1d0a47'.replace(HEX, ''), 'hex');
  const bytes = createHash('sha1').update(namespace).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
