import type { PageParams } from '@console/contracts/envelope';
import type { SocialUserFilter } from '@console/contracts/system/social';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { maskSecret } from '../../../platform/secret-mask';

/** 社交用户 (the Vue 3 UI's screen): the tenant's social accounts, read-only. request.db keeps it in the tenant. */
const COLUMNS = ['id', 'type', 'openid', 'token', 'nickname', 'avatar', 'rawUserInfo', 'createTime', 'updateTime'] as const;

function socialUserQuery(db: Db, filter: Static<typeof SocialUserFilter>) {
  let q = db.selectFrom('system_social_user');
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  if (filter.nickname) q = q.where('nickname', 'like', `%${escapeLike(filter.nickname)}%`);
  if (filter.openid) q = q.where('openid', 'like', `%${escapeLike(filter.openid)}%`);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

/** The wire row: the token masked, the raw token answer and the one-time code and state withheld. */
const toRow = <R extends { token: string | null }>(row: R) => ({ ...row, token: maskSecret(row.token), rawTokenInfo: null, code: null, state: null });

export async function pageSocialUsers(db: Db, query: Static<typeof SocialUserFilter> & PageParams) {
  const page = await paginate(socialUserQuery(db, query), (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(toRow) };
}

export async function getSocialUser(db: Db, id: number) {
  const row = await db.selectFrom('system_social_user').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}
