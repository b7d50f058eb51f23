import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { AutomatonThread } from './automaton-thread';
import { type MatchableWord, SensitiveWordMatcher, WordSet } from './matcher';
import { fingerprintOf, readEnabledWords } from './word-table';
import type { CacheStore } from '../../../platform/cache-registry';
import { serialReload } from '../../../platform/serial-reload';

/** How often a process that has loaded the words checks the table anyway (a missed notification, SQL by hand). */
export const SENSITIVE_WORD_CHECK_MS = 30_000;

/** A word's state after a write: matched with these tags, or not (disabled, renamed, deleted). */
export interface WrittenWord {
  name: string;
  tags: readonly string[];
  enabled: boolean;
}

/**
 * This process's sensitive-word matcher (devtools reference §7.4), shared by every tenant as the table is.
 * Loaded on first use; rebuilt on a thread of its own (automaton-thread.ts) while the previous one keeps answering:
 * after a write here (the write does not wait: its words are matched at once as changes over the last build, until
 * a build that read them replaces it), when another process says it wrote something (ClusterBus: the table's
 * fingerprint is compared first, so unrelated writes cost one small query per 1,000 words), and at the latest
 * SENSITIVE_WORD_CHECK_MS after a change nobody announced. Disabled words are left out when building.
 */
export class SensitiveWordCache implements CacheStore {
  private built: WordSet | undefined;
  /** Written here since the build began that is current: each name's new state, and the write's number. */
  private readonly changed = new Map<string, { word: MatchableWord | undefined; written: number }>();
  private writes = 0;
  private matcher: SensitiveWordMatcher | undefined;
  private readonly thread = new AutomatonThread();
  private lastReload: Promise<unknown> = Promise.resolve();
  private gate: Int32Array | undefined;
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

  /** The matcher as loaded with this process's later writes, loading it on first use. */
  current(): Promise<SensitiveWordMatcher> {
    if (!this.built) return this.reload();
    this.hits += 1;
    return Promise.resolve(this.view(this.built));
  }

  private view(built: WordSet): SensitiveWordMatcher {
    this.matcher ??= new SensitiveWordMatcher(built, new Map([...this.changed].map(([name, change]) => [name, change.word])));
    return this.matcher;
  }

  get misses(): number {
    return this.loads;
  }

  /** The enabled words held. */
  get size(): number {
    return this.built ? this.view(this.built).size : 0;
  }

  /** 缓存监控's 清空: the next use loads the words again. */
  clear(): void {
    this.built = undefined;
    this.matcher = undefined;
  }

  /**
   * After a write here has committed: this process matches the words as written from now on, and a rebuild
   * starts (not awaited; a failure is logged and the next check tries again).
   */
  written(words: readonly WrittenWord[]): void {
    for (const word of words) {
      this.writes += 1;
      this.changed.set(word.name, { word: word.enabled ? { name: word.name, tags: word.tags } : undefined, written: this.writes });
    }
    this.matcher = undefined;
    this.reload().catch((err: unknown) => this.log.warn({ err }, 'sensitive words not reloaded'));
  }

  /** Loads the words again, in a load that starts after this call (so it sees every write committed before it). */
  reload(): Promise<SensitiveWordMatcher> {
    const next = this.serialLoad();
    this.lastReload = next.catch(() => undefined);
    return next;
  }

  private readonly serialLoad = serialReload(() => this.load());

  /** Reloads when the table differs from what was loaded; answers whether it did. Nothing to do before a first use. */
  async reloadIfChanged(): Promise<boolean> {
    if (!this.built) return false;
    if ((await fingerprintOf(this.db)) === this.fingerprint) return false;
    await this.reload();
    return true;
  }

  /** Another process changed something: checks once, and once more if told again meanwhile. */
  changedElsewhere(): void {
    if (!this.built) return;
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

  /**
   * Test hook: builds wait on their thread until the answer's function is called (that thread is blocked, this one
   * is not), so a test sees what is answered while a build runs.
   */
  holdBuilds(): () => void {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    this.gate = gate;
    return () => {
      if (this.gate === gate) this.gate = undefined;
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
    };
  }

  /** Settles when the reloads asked for so far have ended (tests). */
  async settled(): Promise<void> {
    await this.lastReload;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.thread.close();
    await this.lastReload;
  }

  private async load(): Promise<SensitiveWordMatcher> {
    // Writes noted so far committed before the reads below: the new build covers them.
    const covered = this.writes;
    const build = this.thread.start();
    const fingerprint = await readEnabledWords(this.db, (slice) => build.add(slice));
    const built = new WordSet(await build.finish(this.gate?.buffer as SharedArrayBuffer | undefined));
    this.built = built;
    for (const [name, change] of this.changed) if (change.written <= covered) this.changed.delete(name);
    this.matcher = undefined;
    this.fingerprint = fingerprint;
    this.loads += 1;
    if (!this.timer && this.checkEveryMs > 0) {
      this.timer = setInterval(() => this.changedElsewhere(), this.checkEveryMs);
      this.timer.unref();
    }
    return this.view(built);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sensitive-word matcher, rebuilt on change in any process. */
    sensitiveWords: SensitiveWordCache;
  }
}
