import type { PageParams } from '@console/contracts/envelope';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { PostErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';
import type { PostCreate, PostFilter, PostUpdate } from '@console/contracts/system/post';

type Actor = { id: number };

export const POST_COLUMNS = ['id', 'code', 'name', 'sort', 'status', 'remark', 'createTime'] as const;

/** Post writes are serialised; name and code are also unique per tenant by index (migration 0006). */
const lockPosts = (trx: Db) => sql`select pg_advisory_xact_lock(hashtext('system_post'))`.execute(trx);

export function postQuery(db: Db, filter: Static<typeof PostFilter>) {
  let q = db.selectFrom('system_post');
  if (filter.code) q = q.where('code', 'like', `%${escapeLike(filter.code)}%`);
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  return q;
}

export function pagePosts(db: Db, query: Static<typeof PostFilter> & PageParams) {
  return paginate(postQuery(db, query), (q) => q.select(POST_COLUMNS).orderBy('sort').orderBy('id'), query.pageNo, query.pageSize);
}

export function getPost(db: Db, id: number) {
  return db.selectFrom('system_post').select(POST_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type PostRecord = NonNullable<Awaited<ReturnType<typeof getPost>>>;

/** Enabled posts for pickers. */
export function listSimplePosts(db: Db) {
  return db.selectFrom('system_post').select(['id', 'name']).where('status', '=', 0).orderBy('sort').orderBy('id').execute();
}

async function assertPostUnique(db: Db, name: string, code: string, exceptId?: number) {
  let byName = db.selectFrom('system_post').select('id').where('name', '=', name);
  if (exceptId !== undefined) byName = byName.where('id', '!=', exceptId);
  if (await byName.executeTakeFirst()) throw new ServiceError(PostErrors.POST_NAME_DUPLICATE);
  let byCode = db.selectFrom('system_post').select('id').where('code', '=', code);
  if (exceptId !== undefined) byCode = byCode.where('id', '!=', exceptId);
  if (await byCode.executeTakeFirst()) throw new ServiceError(PostErrors.POST_CODE_DUPLICATE);
}

/** A race past assertPostUnique answers what the check would have. */
const POST_INDEXES = { uk_system_post_name: PostErrors.POST_NAME_DUPLICATE, uk_system_post_code: PostErrors.POST_CODE_DUPLICATE };

const postValues = (input: Static<typeof PostCreate>) => ({
  name: input.name,
  code: input.code,
  sort: input.sort,
  status: input.status ?? 0,
  remark: input.remark ?? null,
});

export function createPost(db: Db, actor: Actor, input: Static<typeof PostCreate>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockPosts(trx);
    await assertPostUnique(trx, input.name, input.code);
    const row = await mapUniqueViolation(
      () =>
        trx
          .insertInto('system_post')
          .values({ ...postValues(input), creator: String(actor.id), updater: String(actor.id) })
          .returning('id')
          .executeTakeFirstOrThrow(),
      POST_INDEXES,
    );
    return row.id;
  });
}

export function updatePost(db: Db, actor: Actor, input: Static<typeof PostUpdate>): Promise<{ before: PostRecord; after: PostRecord }> {
  return db.transaction().execute(async (trx) => {
    await lockPosts(trx);
    const before = await getPost(trx, input.id);
    if (!before) throw new ServiceError(PostErrors.POST_NOT_FOUND);
    await assertPostUnique(trx, input.name, input.code, input.id);
    await mapUniqueViolation(
      () =>
        trx
          .updateTable('system_post')
          .set({ ...postValues(input), updater: String(actor.id), updateTime: new Date() })
          .where('id', '=', input.id)
          .execute(),
      POST_INDEXES,
    );
    return { before, after: (await getPost(trx, input.id))! };
  });
}

/** Refused while a user holds the post (system_user_post, or the users' post_ids mirror). */
export function deletePost(db: Db, id: number): Promise<PostRecord> {
  return db.transaction().execute(async (trx) => {
    await lockPosts(trx);
    const before = await getPost(trx, id);
    if (!before) throw new ServiceError(PostErrors.POST_NOT_FOUND);
    const link = await trx.selectFrom('system_user_post').select('id').where('postId', '=', id).limit(1).executeTakeFirst();
    const holder =
      link ??
      (await trx
        .selectFrom('system_users')
        .select('id')
        .where(sql<boolean>`${sql.ref('postIds')} @> ${JSON.stringify([id])}::jsonb`)
        .limit(1)
        .executeTakeFirst());
    if (holder) throw new ServiceError(PostErrors.POST_IS_ASSIGNED);
    await trx.deleteFrom('system_post').where('id', '=', id).execute();
    return before;
  });
}
