import { sql, type SelectQueryBuilder } from 'kysely';
import { TenantErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { ServiceError } from '../../../platform/errors';
import { mapUniqueViolation } from '../../../platform/unique';

/**
 * A tenant's websites (system_tenant_website, migration 0030): the Vue 3 UI edits `websites`, the 2022 UI edits
 * `domain`, which is the first website. The table's key is the website, so one website belongs to one tenant.
 */

const websitesOf = sql<string[]>`array(select w.website from system_tenant_website w
  where w.owner_tenant_id = system_tenant.id order by w.sort, w.website)`;
const firstWebsite = sql<string>`coalesce((select w.website from system_tenant_website w
  where w.owner_tenant_id = system_tenant.id order by w.sort, w.website limit 1), '')`;

/** Adds `websites` and `domain` to a select from system_tenant. */
export function selectWebsites<O>(q: SelectQueryBuilder<Database, 'system_tenant', O>) {
  return q.select([websitesOf.as('websites'), firstWebsite.as('domain')]);
}

/**
 * The websites to store, or undefined to keep them: `websites` replaces all; `domain` alone (the 2022 UI) replaces
 * the first and keeps the others. Blank entries and repeats are dropped.
 */
export function websitesToStore(input: { websites?: string[] | null; domain?: string | null }, current: readonly string[]): string[] | undefined {
  let list: string[];
  if (input.websites !== undefined) list = input.websites ?? [];
  else if (input.domain !== undefined) list = [input.domain ?? '', ...current.slice(1)];
  else return undefined;
  return [...new Set(list.map((w) => w.trim()).filter((w) => w !== ''))];
}

/** Replaces the tenant's websites inside the caller's transaction; a website another tenant holds is refused. */
export async function saveWebsites(trx: Db, tenantId: number, websites: readonly string[]): Promise<void> {
  if (websites.length) {
    const taken = await trx
      .selectFrom('system_tenant_website')
      .select('website')
      .where('website', 'in', websites)
      .where('ownerTenantId', '!=', tenantId)
      .executeTakeFirst();
    if (taken) throw new ServiceError(TenantErrors.TENANT_WEBSITE_DUPLICATE, taken.website);
  }
  await trx.deleteFrom('system_tenant_website').where('ownerTenantId', '=', tenantId).execute();
  if (!websites.length) return;
  await mapUniqueViolation(
    () =>
      trx
        .insertInto('system_tenant_website')
        .values(websites.map((website, sort) => ({ website, ownerTenantId: tenantId, sort })))
        .execute(),
    { system_tenant_website_pkey: new ServiceError(TenantErrors.TENANT_WEBSITE_DUPLICATE, websites.join(',')) },
  );
}

/** The tenant a website belongs to (the sign-in page's lookup), or undefined. */
export function tenantByWebsite(db: Db, website: string) {
  return db
    .selectFrom('system_tenant_website as w')
    .innerJoin('system_tenant as t', 't.id', 'w.ownerTenantId')
    .select(['t.id', 't.name', 't.status'])
    .where('w.website', '=', website.trim())
    .executeTakeFirst();
}
