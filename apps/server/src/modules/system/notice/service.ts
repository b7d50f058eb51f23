import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { GlobalErrors, NoticeErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { userIdOf, userNicknames } from '../../../platform/user-names';
import { sanitizeNoticeHtml } from './sanitize';
import type { NoticeCreate, NoticeFilter, NoticeUpdate } from '@console/contracts/system/notice';

type Actor = { id: number };

/** Notices (reference §5.12). system_notice is a tenant table: `db` is the request's scoped handle. */

const COLUMNS = ['id', 'title', 'type', 'content', 'status', 'createTime'] as const;

export function noticeQuery(db: Db, filter: Static<typeof NoticeFilter>) {
  let q = db.selectFrom('system_notice');
  if (filter.title) q = q.where('title', 'like', `%${escapeLike(filter.title)}%`);
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.createBy) {
    const name = `%${escapeLike(filter.createBy)}%`;
    // creator holds the user's id as text
    q = q.where('creator', 'in', (qb) =>
      qb
        .selectFrom('system_users')
        .select((eb) => eb.cast<string>('id', 'varchar').as('id'))
        .where((eb) => eb.or([eb('nickname', 'like', name), eb('username', 'like', name)])),
    );
  }
  return q;
}

/** Rows with their creator named (创建者), one user lookup for the lot. */
async function withCreators<R extends { creator: string }>(db: Db, rows: R[]) {
  const names = await userNicknames(db, rows.map((r) => userIdOf(r.creator)));
  return rows.map(({ creator, ...row }) => ({ ...row, createBy: names.get(userIdOf(creator) ?? 0) ?? null }));
}

export async function pageNotices(db: Db, query: Static<typeof NoticeFilter> & PageParams) {
  const page = await paginate(noticeQuery(db, query), (q) => q.select([...COLUMNS, 'creator']).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: await withCreators(db, page.list) };
}

export async function getNotice(db: Db, id: number) {
  const row = await db.selectFrom('system_notice').select([...COLUMNS, 'creator']).where('id', '=', id).executeTakeFirst();
  return row && (await withCreators(db, [row]))[0];
}

/** The title trimmed must still say something; the content is cleaned of anything executable. */
function cleanInput(input: Static<typeof NoticeCreate>) {
  const title = input.title.trim();
  if (!title) throw new ServiceError({ code: GlobalErrors.BAD_REQUEST.code, msg: `${GlobalErrors.BAD_REQUEST.msg}:body.title 不能为空` });
  return { title, type: input.type, status: input.status, content: sanitizeNoticeHtml(input.content ?? '') };
}

export async function createNotice(db: Db, actor: Actor, input: Static<typeof NoticeCreate>): Promise<number> {
  const row = await db
    .insertInto('system_notice')
    .values({ ...cleanInput(input), creator: String(actor.id), updater: String(actor.id) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Returns the row before and after, for the operate log. */
export function updateNotice(db: Db, actor: Actor, input: Static<typeof NoticeUpdate>) {
  const values = cleanInput(input);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('system_notice').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(NoticeErrors.NOTICE_NOT_FOUND);
    const after = await trx
      .updateTable('system_notice')
      .set({ ...values, updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

/** Returns the deleted row, for the operate log. */
export async function deleteNotice(db: Db, id: number) {
  const before = await db.deleteFrom('system_notice').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
  if (!before) throw new ServiceError(NoticeErrors.NOTICE_NOT_FOUND);
  return before;
}
