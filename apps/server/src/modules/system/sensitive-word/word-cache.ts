import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { SensitiveWordMatcher } from './matcher';
import type { CacheStore } from '../../../platform/cache-registry';
import { serialReload } from '../../../platform/serial-reload';

/** How often a process that has loaded the words checks the table anyway (a missed notification, SQL by hand). */
export const SENSITIVE_WORD_CHECK_MS = 30_000;

/**
 * The table's content in one value, computed by the database: a change of any word, tag or status, a new or a deleted
 * row changes it. Cheap next to loading (one row of 32 characters comes back) and independent of anyone's clock.
 */
const fingerprintOf = async (db: Db) =>
  (
    await sql<{ fingerprint: string }>`select md5(coalesce(string_agg(id || '|' || status || '|' || name || '|' || array_to_string(tags, chr(31)), chr(30) order by id), '')) as fingerprint
      from system_sensitive_word`.execute(db)
  ).rows[0]!.fingerprint;

/**
 * This process's sensitive-word matcher (devtools reference §7.4), shared by every tenant as the table is.
 * Loaded on first use; rebuilt at once after a write here (the route awaits it), when another process says it wrote
 * something (ClusterBus: the table's fingerprint is compared first, so unrelated writes cost one small query), and
 * at the latest SENSITIVE_WORD_CHECK_MS after a change nobody announced. Disabled words are left out when building.
 */
export class SensitiveWordCache implements CacheStore {
  private matcher: SensitiveWordMatcher | undefined;
  /** Uses answered by the matcher in memory (缓存监控's figures); its misses are the loads. */
  hits = 0;
  private fingerprint: string | undefined;
  private checking = false;
  private checkAgain = false;
  private timer: NodeJS.Timeout | undefined;
  /** Loads since start (tests and the bench read it). */
  loads = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly checkEveryMs = SENSITIVE_WORD_CHECK_MS,
  ) {}

  /** The matcher as loaded, loading it on first use. */
  current(): Promise<SensitiveWordMatcher> {
    if (!this.matcher) return this.reload();
    this.hits += 1;
    return Promise.resolve(this.matcher);
  }

  get misses(): number {
    return this.loads;
  }

  /** The enabled words held. */
  get size(): number {
    return this.matcher?.size ?? 0;
  }

  /** 缓存监控's 清空: the next use loads the words again. */
  clear(): void {
    this.matcher = undefined;
  }

  /** Loads the words again, in a load that starts after this call (so it sees every write committed before it). */
  readonly reload = serialReload(() => this.load());

  /** Reloads when the table differs from what was loaded; answers whether it did. Nothing to do before a first use. */
  async reloadIfChanged(): Promise<boolean> {
    if (!this.matcher) return false;
    if ((await fingerprintOf(this.db)) === this.fingerprint) return false;
    await this.reload();
    return true;
  }

  /** Another process changed something: checks once, and once more if told again meanwhile. */
  changedElsewhere(): void {
    if (!this.matcher) return;
    if (this.checking) {
      this.checkAgain = true;
      return;
    }
    this.checking = true;
    void (async () => {
      try {
        do {
          this.checkAgain = false;
          await this.reloadIfChanged();
        } while (this.checkAgain);
      } catch (err) {
        this.log.warn({ err }, 'sensitive words not reloaded');
      } finally {
        this.checking = false;
      }
    })();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async load(): Promise<SensitiveWordMatcher> {
    // The fingerprint first: a write between the two reads makes the next check load again, never miss it.
    const fingerprint = await fingerprintOf(this.db);
    const words = await this.db.selectFrom('system_sensitive_word').select(['name', 'tags']).where('status', '=', 0).execute();
    this.matcher = new SensitiveWordMatcher(words);
    this.fingerprint = fingerprint;
    this.loads += 1;
    if (!this.timer && this.checkEveryMs > 0) {
      this.timer = setInterval(() => this.changedElsewhere(), this.checkEveryMs);
      this.timer.unref();
    }
    return this.matcher;
  }
}
