import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { PoolTiming } from './pool-timing';

type Command = PostgresQueryResult<unknown>['command'];

const commandOf = (sql: string): Command => {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  return (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(word ?? '') ? word : 'SELECT') as Command;
};

/**
 * Presents one PGlite instance (a single session) to Kysely's Postgres dialect as a pool of one.
 * A connection is held exclusively until released, so a transaction never interleaves with
 * another request's statements.
 */
export class PGlitePool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();
  readonly timing = new PoolTiming();
  /** Whether a caller holds the session now. */
  held = false;

  constructor(private readonly pg: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = () => {
        this.held = false;
        resolve();
      };
    });
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await this.timing.time(() => previous);
    this.held = true;
    const pg = this.pg;
    let released = false;
    const client = {
      async query(sql: string, parameters: ReadonlyArray<unknown>) {
        if (parameters.length === 0 && sql.includes(';')) {
          // Multi-statement scripts (migrations) need the simple protocol.
          const results = await pg.exec(sql);
          const last = results[results.length - 1];
          return { command: commandOf(sql), rowCount: last?.affectedRows ?? 0, rows: last?.rows ?? [] };
        }
        const result = await pg.query(sql, parameters as unknown[]);
        return { command: commandOf(sql), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release() {
        if (!released) {
          released = true;
          release();
        }
      },
    };
    return client as unknown as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.queue;
  }
}
