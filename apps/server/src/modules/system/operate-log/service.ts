import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import type { OperateLogFilter } from '@console/contracts/system/operate-log';

/**
 * Operate log (reference §5.9): rows written by platform/operate-log.ts, read here. `db` is the request's
 * tenant-scoped handle, so the join to users and the nickname lookup stay inside the tenant too.
 */
export function operateLogQuery(db: Db, filter: Static<typeof OperateLogFilter>) {
  let q = db.selectFrom('system_operate_log as l').leftJoin('system_users as u', 'u.id', 'l.userId');
  if (filter.module) q = q.where('l.module', 'like', `%${escapeLike(filter.module)}%`);
  if (filter.userNickname) {
    const nickname = `%${escapeLike(filter.userNickname)}%`;
    q = q.where('l.userId', 'in', (qb) => qb.selectFrom('system_users').select('id').where('nickname', 'like', nickname));
  }
  if (typeof filter.type === 'number') q = q.where('l.type', '=', filter.type);
  else if (filter.type) q = q.where('l.module', 'like', `%${escapeLike(filter.type)}%`);
  if (filter.userId !== undefined) q = q.where('l.userId', '=', filter.userId);
  if (filter.subType) q = q.where('l.name', 'like', `%${escapeLike(filter.subType)}%`);
  if (filter.action) {
    const action = `%${escapeLike(filter.action)}%`;
    q = q.where((eb) => eb.or([eb('l.content', 'like', action), eb('l.name', 'like', action)]));
  }
  if (filter.bizId !== undefined) {
    const id = String(filter.bizId);
    // The same places bizIdOf reads.
    q = q.where((eb) =>
      eb.or([
        eb(sql<string>`l.exts->'before'->>'id'`, '=', id),
        eb(sql<string>`l.exts->'after'->>'id'`, '=', id),
        eb.and([eb('l.type', '=', CREATE_TYPE), eb('l.resultData', '=', id)]),
      ]),
    );
  }
  const created = parseDateRange(filter.createTime, 'createTime');
  if (created) q = q.where('l.startTime', '>=', at(created[0])).where('l.startTime', '<=', at(created[1]));
  if (filter.success === true) q = q.where('l.resultCode', '=', 0);
  if (filter.success === false) q = q.where('l.resultCode', '>', 0);
  const range = parseDateRange(filter.startTime, 'startTime');
  if (range) q = q.where('l.startTime', '>=', at(range[0])).where('l.startTime', '<=', at(range[1]));
  return q;
}

export const OPERATE_LOG_COLUMNS = [
  'l.id',
  'l.traceId',
  'l.userId',
  'u.nickname as userNickname',
  'l.userType',
  'l.module',
  'l.name',
  'l.type',
  'l.content',
  'l.exts',
  'l.requestMethod',
  'l.requestUrl',
  'l.userIp',
  'l.userAgent',
  'l.javaMethod',
  'l.javaMethodArgs',
  'l.startTime',
  'l.duration',
  'l.resultCode',
  'l.resultMsg',
  'l.resultData',
] as const;

const CREATE_TYPE = 2;

/** The row a write touched: the id in its before/after record, or the id a create answered; 0 when none. */
function bizIdOf(row: { type: number; exts: Record<string, unknown> | null; resultData: string }): number {
  const idIn = (value: unknown) => (value && typeof value === 'object' && 'id' in value && Number.isSafeInteger(value.id) ? (value.id as number) : undefined);
  const fromChange = idIn(row.exts?.before) ?? idIn(row.exts?.after);
  if (fromChange !== undefined) return fromChange;
  return row.type === CREATE_TYPE && /^[1-9][0-9]{0,15}$/.test(row.resultData) ? Number(row.resultData) : 0;
}

export async function pageOperateLogs(db: Db, query: Static<typeof OperateLogFilter> & PageParams) {
  const page = await paginate(operateLogQuery(db, query), (q) => q.select(OPERATE_LOG_COLUMNS).orderBy('l.id', 'desc'), query.pageNo, query.pageSize);
  return {
    ...page,
    list: page.list.map((r) => ({
      ...r,
      exts: r.exts ?? {},
      // The Vue 3 UI's names for the same facts.
      userName: r.userNickname,
      subType: r.name,
      action: r.content || r.name,
      bizId: bizIdOf(r),
      extra: JSON.stringify(r.exts ?? {}),
      createTime: r.startTime,
    })),
  };
}
