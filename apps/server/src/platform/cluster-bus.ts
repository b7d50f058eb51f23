import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database';

const CHANNEL = 'console_changed';

/**
 * Tells the other processes on the same database that something changed, so they drop what they keep in memory
 * (token lookups, permission answers, dictionaries, tenants, the job schedule) at once rather than when it expires:
 * PostgreSQL LISTEN/NOTIFY. Each write request of this process sends one notification after its answer; the caches'
 * own short lifetimes stay as the fallback for a notification lost while a connection was down.
 */
export class ClusterBus {
  readonly instanceId = randomUUID();
  private readonly listeners = new Set<() => void>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs when another process has changed something. */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  private changedElsewhere(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (err) {
        this.log.error({ err }, 'cache invalidation failed');
      }
    }
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      CHANNEL,
      (payload) => {
        if (payload !== this.instanceId) this.changedElsewhere();
      },
      // Messages may have been missed while the connection was down: drop everything, as if told.
      () => this.changedElsewhere(),
    );
  }

  /** After a write: the other processes drop their caches. */
  publish(): void {
    this.database.executeSql('select pg_notify($1, $2)', [CHANNEL, this.instanceId]).catch((err: unknown) => this.log.warn({ err }, 'change notification not sent'));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }
}
