import type { Db } from '../db/database';

/**
 * The nicknames of some users in one query, for a list that names who created or handled a row (通知公告's 创建者,
 * 错误日志's 处理人). `db` is the request's tenant handle, so only the tenant's own users are named; an id that
 * names no user (deleted, or from another tenant) is absent from the map.
 */
export async function userNicknames(db: Db, ids: Iterable<number | null | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('system_users').select(['id', 'nickname']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.nickname]));
}

/** A creator/updater column (the user's id as text, '' for the system) as the id it names, or null. */
export const userIdOf = (text: string | null | undefined): number | null => (text && /^\d{1,15}$/.test(text) ? Number(text) : null);
