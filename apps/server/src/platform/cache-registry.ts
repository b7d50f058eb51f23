/**
 * The in-process caches of a server process, each with its key definition: what the original kept in Redis under a
 * RedisKeyDefine (devtools reference §8.1) this stack keeps in memory, per process. The registry is explicit — each
 * cache is added where it is created — so 缓存监控 lists every one, with its live figures, and can clear it.
 */

/** dict `infra_redis_timeout_type`: 1 永不超时, 2 动态超时, 3 固定超时. */
export const TimeoutType = { NEVER: 1, DYNAMIC: 2, FIXED: 3 } as const;
export type TimeoutType = (typeof TimeoutType)[keyof typeof TimeoutType];

/** What a cache reports and how it is emptied; hits and misses count since the process started. */
export interface CacheStore {
  readonly size: number;
  readonly hits: number;
  readonly misses: number;
  clear: () => void;
}

export interface CacheDefinition {
  /** Stable identifier (the metrics' label, the clear route's parameter). */
  name: string;
  /** The key's shape, `%s` for each variable part (the reference's notation). */
  keyTemplate: string;
  /** Always `String` here: a key maps to one value (the reference's Redis key types). */
  keyType: 'String';
  /** The TypeScript type of a value. */
  valueType: string;
  timeoutType: TimeoutType;
  /** Milliseconds; 0 when not fixed. */
  timeout: number;
  memo: string;
  store: CacheStore;
}

/** The caches by name, in the order they were added. */
export class CacheRegistry {
  private readonly definitions = new Map<string, CacheDefinition>();

  add(definition: CacheDefinition): void {
    if (this.definitions.has(definition.name)) throw new Error(`cache ${definition.name} is registered twice`);
    this.definitions.set(definition.name, definition);
  }

  get(name: string): CacheDefinition | undefined {
    return this.definitions.get(name);
  }

  list(): CacheDefinition[] {
    return [...this.definitions.values()];
  }
}

