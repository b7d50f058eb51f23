import type { Db } from '../db/database';
import { scopeToTenant } from '../db/tenant-scope';

/**
 * Tenant-scoped database handles, kept for reuse but never more than `max` of them (least recently used goes
 * first): the tenant of an anonymous request comes from a header anyone can set, so the set of keys is not ours
 * to bound. Only tenants that exist reach here (platform/auth.ts refuses the others), so in practice it holds one
 * handle per active tenant.
 */
export class TenantHandles {
  private readonly handles = new Map<number, Db>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly db: Db,
    private readonly max = 1000,
  ) {}

  get(tenantId: number): Db {
    let handle = this.handles.get(tenantId);
    if (handle) {
      this.hits += 1;
      // Most recently used last, so eviction takes the oldest.
      this.handles.delete(tenantId);
    } else {
      this.misses += 1;
      handle = scopeToTenant(this.db, tenantId);
      if (this.handles.size >= this.max) this.handles.delete(this.handles.keys().next().value!);
    }
    this.handles.set(tenantId, handle);
    return handle;
  }

  get size(): number {
    return this.handles.size;
  }

  /** Handles hold nothing but the tenant id: dropping them only costs building them again. */
  clear(): void {
    this.handles.clear();
  }
}

/**
 * Whether a tenant exists, remembered for a few seconds when it does (a deleted tenant is refused within that
 * time). Unknown ids are not remembered, so a flood of made-up ids costs one indexed read each and no memory.
 */
export class TenantDirectory {
  private readonly known = new Map<number, number>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly db: Db,
    readonly ttlMs = 5000,
    private readonly max = 10_000,
  ) {}

  async exists(tenantId: number): Promise<boolean> {
    const until = this.known.get(tenantId);
    if (until !== undefined && until > Date.now()) {
      this.hits += 1;
      return true;
    }
    this.misses += 1;
    const row = await this.db.selectFrom('system_tenant').select('id').where('id', '=', tenantId).executeTakeFirst();
    if (!row) {
      this.known.delete(tenantId);
      return false;
    }
    if (this.known.size >= this.max) this.known.clear();
    this.known.set(tenantId, Date.now() + this.ttlMs);
    return true;
  }

  get size(): number {
    return this.known.size;
  }

  clear(): void {
    this.known.clear();
  }
}
