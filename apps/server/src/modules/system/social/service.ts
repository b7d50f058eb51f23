import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { SocialErrors } from '@console/contracts/error-codes';
import { ADMIN_USER_TYPE } from '@console/contracts/social';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { dictLabels } from '../../../platform/dict-labels';
import { badField, ServiceError } from '../../../platform/errors';
import { SocialAuthError, socialProvider, type SocialProvider } from './providers';

/** How long a state may wait for the provider's answer. */
const STATE_TTL_MS = 10 * 60_000;
/** After "not bound", how long the same code and state may still bind through a password sign-in. */
const BIND_WINDOW_MS = 10 * 60_000;

const authFailure = (reason: string) => new ServiceError(SocialErrors.SOCIAL_USER_AUTH_FAILURE, reason);

/**
 * The enabled client of a type, with its provider. A platform this server has no provider for is a bad type; one
 * without an enabled client answers which client the platform's administrators must add (by the platform's name in
 * the system_social_type dictionary). Clients are global (app.db).
 */
async function enabledClient(app: FastifyInstance, type: number): Promise<{ app: { clientId: string; clientSecret: string; agentId: string | null }; provider: SocialProvider }> {
  const provider = socialProvider(type, app.config.socialProviderOrigin);
  if (!provider) throw badField('type', `不支持的社交平台：${type}`);
  const client = await app.db
    .selectFrom('system_social_client')
    .select(['clientId', 'clientSecret', 'agentId'])
    .where('socialType', '=', type)
    .where('userType', '=', ADMIN_USER_TYPE)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (!client) throw new ServiceError(SocialErrors.SOCIAL_CLIENT_NOT_CONFIGURED, (await dictLabels(app.db, 'system_social_type'))(type));
  return { app: client, provider };
}

/** The types with an enabled client: the sign-in page's buttons. */
export async function enabledSocialTypes(app: FastifyInstance): Promise<number[]> {
  const rows = await app.db.selectFrom('system_social_client').select('socialType').where('userType', '=', ADMIN_USER_TYPE).where('status', '=', 0).orderBy('socialType').execute();
  return rows.map((row) => row.socialType).filter((type) => socialProvider(type, undefined));
}

/**
 * The provider's authorize URL, with a fresh state stored for this tenant (single use, 10 minutes). The redirect URI
 * is where the provider sends the browser back; only http(s) addresses are accepted (the provider also checks it
 * against the app's registered callback).
 */
export async function authorizeUrl(app: FastifyInstance, db: Db, type: number, redirectUri: string): Promise<string> {
  const { app: credentials, provider } = await enabledClient(app, type);
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    throw badField('redirectUri', '不是有效的地址');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw badField('redirectUri', '只允许 http 或 https 地址');
  const state = randomBytes(16).toString('hex');
  await db.insertInto('system_social_state').values({ state, socialType: type, redirectUri, expiresTime: new Date(Date.now() + STATE_TTL_MS) }).execute();
  return provider.authorizeUrl(credentials, redirectUri, state).toString();
}

export interface SocialUserRef {
  id: number;
  openid: string;
}

/**
 * The provider account behind a code and state. A pair seen within the bind window answers its account again (the
 * password sign-in that binds after "not bound" presents the same pair; the provider would refuse the code twice).
 * Otherwise the state is consumed — deleted, so it works once — and the code exchanged at the provider.
 */
export async function authenticate(app: FastifyInstance, db: Db, type: number, code: string, state: string): Promise<SocialUserRef> {
  const seen = await db
    .selectFrom('system_social_user')
    .select(['id', 'openid'])
    .where('type', '=', type)
    .where('code', '=', code)
    .where('state', '=', state)
    .where('updateTime', '>', at(Date.now() - BIND_WINDOW_MS))
    .executeTakeFirst();
  if (seen) return seen;
  const consumed = await db.deleteFrom('system_social_state').where('state', '=', state).where('socialType', '=', type).returning(['redirectUri', 'expiresTime']).executeTakeFirst();
  if (!consumed || consumed.expiresTime < Date.now()) throw authFailure('state 无效或已过期，请重新发起授权');
  const { app: credentials, provider } = await enabledClient(app, type);
  let profile;
  try {
    profile = await provider.exchange(credentials, code, consumed.redirectUri);
  } catch (err) {
    if (err instanceof SocialAuthError) throw authFailure(err.message);
    throw err;
  }
  const values = { nickname: profile.nickname, avatar: profile.avatar, rawUserInfo: profile.raw, code, state };
  return db
    .insertInto('system_social_user')
    .values({ type, openid: profile.openid, ...values })
    .onConflict((oc) => oc.columns(['tenantId', 'type', 'openid']).doUpdateSet({ ...values, updateTime: sql<Date>`now()` }))
    .returning(['id', 'openid'])
    .executeTakeFirstOrThrow();
}

/** The staff account bound to a provider account, if any. */
export async function boundUserId(db: Db, socialUserId: number): Promise<number | undefined> {
  const row = await db.selectFrom('system_social_user_bind').select('userId').where('socialUserId', '=', socialUserId).where('userType', '=', ADMIN_USER_TYPE).executeTakeFirst();
  return row?.userId;
}

/** After a sign-in or a bind, the code and state no longer stand for the account. */
export async function forgetCode(db: Db, socialUserId: number): Promise<void> {
  await db.updateTable('system_social_user').set({ code: null, state: null }).where('id', '=', socialUserId).execute();
}

/**
 * Binds a provider account to a staff account, replacing the staff member's earlier account of that provider and
 * the provider account's earlier staff member (as the original); the unique indexes hold it under racing binds.
 */
export async function bindSocialUser(db: Db, userId: number, type: number, socialUser: SocialUserRef): Promise<void> {
  await db
    .deleteFrom('system_social_user_bind')
    .where('userType', '=', ADMIN_USER_TYPE)
    .where((eb) => eb.or([eb.and([eb('userId', '=', userId), eb('socialType', '=', type)]), eb('socialUserId', '=', socialUser.id)]))
    .execute();
  await db.insertInto('system_social_user_bind').values({ userId, userType: ADMIN_USER_TYPE, socialType: type, socialUserId: socialUser.id }).execute();
  await forgetCode(db, socialUser.id);
}

export async function unbindSocialUser(db: Db, userId: number, type: number, openid: string): Promise<void> {
  const socialUser = await db.selectFrom('system_social_user').select('id').where('type', '=', type).where('openid', '=', openid).executeTakeFirst();
  const removed = socialUser
    ? await db.deleteFrom('system_social_user_bind').where('userId', '=', userId).where('userType', '=', ADMIN_USER_TYPE).where('socialUserId', '=', socialUser.id).executeTakeFirst()
    : undefined;
  if (!removed || removed.numDeletedRows === 0n) throw new ServiceError(SocialErrors.SOCIAL_USER_UNBIND_NOT_SELF);
}

/** The personal centre's list. */
export function bindingsOf(db: Db, userId: number) {
  return db
    .selectFrom('system_social_user_bind as b')
    .innerJoin('system_social_user as s', 's.id', 'b.socialUserId')
    .select(['s.type', 's.openid', 's.nickname', 's.avatar'])
    .where('b.userId', '=', userId)
    .where('b.userType', '=', ADMIN_USER_TYPE)
    .orderBy('s.type')
    .execute();
}
