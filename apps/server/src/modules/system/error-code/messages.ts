import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { formatMessage } from '@console/contracts/error-codes';
import { ErrorCodeType } from '@console/contracts/system/error-code';
import type { Db } from '../../../db/database';
import type { ServiceError } from '../../../platform/errors';
import { APPLICATION_NAME, errorCatalogue } from './catalogue';
import type { CacheStore } from '../../../platform/cache-registry';
import { serialReload } from '../../../platform/serial-reload';

/** How often a process re-reads the edits on its own: the fallback for a change notification it missed. */
export const ERROR_MESSAGE_REFRESH_MS = 60_000;

/**
 * Registers the server's error codes as type 1 (automatic), in one statement: a code not there is added (a new
 * release's codes too); a type 1 row of this application follows the built-in message; a row an administrator
 * edited (type 2) or another application's is left alone. Only missing codes reach the insert, so a restart takes
 * no ids from the sequence; a process starting at the same moment that added a code first wins (do nothing).
 */
export async function registerErrorCodes(db: Db, catalogue: ReadonlyMap<number, string>): Promise<void> {
  if (catalogue.size === 0) return;
  const codes = [...catalogue.keys()];
  const messages = [...catalogue.values()];
  await sql`
    with catalogue (code, message) as (select * from unnest(${codes}::integer[], ${messages}::text[])),
    followed as (
      update system_error_code e set message = c.message, update_time = now()
      from catalogue c
      where e.code = c.code and e.type = ${ErrorCodeType.AUTO} and e.application_name = ${APPLICATION_NAME} and e.message <> c.message
    )
    insert into system_error_code (type, application_name, code, message, creator, updater)
    select ${ErrorCodeType.AUTO}, ${APPLICATION_NAME}, c.code, c.message, '1', '1' from catalogue c
    where not exists (select 1 from system_error_code e where e.code = c.code)
    on conflict (code) do nothing`.execute(db);
}

/**
 * The messages administrators edited (type 2 rows of this application), by code, as this process answers them.
 * Re-read after an edit through this process, when another process reports a change (the cluster bus), and every
 * ERROR_MESSAGE_REFRESH_MS; kept per app, so two apps in one test process behave as two processes.
 */
export class ErrorMessages implements CacheStore {
  private edited = new Map<number, string>();
  /** Business errors answered with an edited message, and with the built-in one (缓存监控's figures). */
  hits = 0;
  misses = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly catalogue: ReadonlyMap<number, string> = errorCatalogue(),
  ) {}

  async start(refreshMs = ERROR_MESSAGE_REFRESH_MS): Promise<void> {
    await registerErrorCodes(this.db, this.catalogue);
    await this.reload();
    this.timer = setInterval(() => void this.reloadQuietly(), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * The text answered for a business error: the edited message filled with the error's arguments, when the error
   * carries its code's built-in template (an error built with text of its own, such as a reason appended, keeps it).
   */
  render(error: ServiceError): string {
    const edited = this.edited.get(error.code);
    if (edited === undefined || this.catalogue.get(error.code) !== error.template) {
      this.misses += 1;
      return error.message;
    }
    this.hits += 1;
    return formatMessage(edited, ...error.args);
  }

  /** The edited messages held. */
  get size(): number {
    return this.edited.size;
  }

  /** 缓存监控's 清空: the edits are the table's, so emptying means reading them again. */
  clear(): void {
    void this.reloadQuietly();
  }

  /** Reads the edits again; a call while a read runs gets a read that starts after it. */
  readonly reload = serialReload(() => this.load());

  /** As reload, logging a failure instead: a write that committed is not answered as failed for it. */
  reloadQuietly(): Promise<void> {
    return this.reload().catch((err: unknown) => this.log.warn({ err }, 'error messages not reloaded'));
  }

  private async load(): Promise<void> {
    const rows = await this.db
      .selectFrom('system_error_code')
      .select(['code', 'message'])
      .where('type', '=', ErrorCodeType.MANUAL)
      .where('applicationName', '=', APPLICATION_NAME)
      .execute();
    this.edited = new Map(rows.filter((row) => this.catalogue.has(row.code)).map((row) => [row.code, row.message]));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The error messages administrators edited (错误码管理), as the envelope answers them. */
    errorMessages: ErrorMessages;
  }
}
