import { TenantErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';

/**
 * Refuses a new user when the tenant already has `account_count` users (reference 1002003008).
 * `db` is scoped to the tenant; call it inside the transaction that creates the user.
 */
export async function assertTenantAccountQuota(db: Db, tenantId: number, adding = 1): Promise<void> {
  const tenant = await db.selectFrom('system_tenant').select(['accountCount']).where('id', '=', tenantId).forUpdate().executeTakeFirst();
  if (!tenant) throw new ServiceError(TenantErrors.TENANT_NOT_EXISTS);
  const { n } = await db
    .selectFrom('system_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) + adding > tenant.accountCount) throw new ServiceError(TenantErrors.USER_COUNT_MAX, tenant.accountCount);
}
