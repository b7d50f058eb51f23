import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DataScopeSnapshot } from '../db/schema';

/**
 * The data-scope condition (reference §2.10) for a query over dept-owned rows: rows of the user's
 * visible depts, or the user's own rows, as the snapshot in their token says. Used in a `where`:
 *
 *   .where((eb) => dataScopeCondition(eb, user, { dept: 'u.deptId', self: 'u.id' }))
 *
 * The same condition serves list, get, update, delete and export, so none of them can forget it.
 */
export function dataScopeCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  user: { id: number; dataScope: DataScopeSnapshot },
  columns: { dept: string; self?: string },
): Expression<SqlBool> {
  const scope = user.dataScope;
  if (scope.all) return sql<SqlBool>`true`;
  const ors: Expression<SqlBool>[] = [];
  if (scope.deptIds.length) ors.push(eb(eb.ref(columns.dept as never), 'in', scope.deptIds as never));
  if (scope.self && columns.self) ors.push(eb(eb.ref(columns.self as never), '=', user.id as never));
  if (ors.length === 0) return sql<SqlBool>`false`;
  return eb.or(ors);
}
