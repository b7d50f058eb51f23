import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { AuthErrors, OAuth2Errors } from '@console/contracts/error-codes';
import { CONSOLE_CLIENT_ID } from '@console/contracts/system/oauth2';
import type { Db } from '../db/database';
import { dbNow } from '../db/timestamp';
import type { LoginUserSnapshot } from '../db/schema';
import { ServiceError } from './errors';

export interface IssuedTokens {
  userId: number;
  accessToken: string;
  refreshToken: string;
  expiresTime: number;
}

export interface TokenLifetimes {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long after its rotation a spent refresh token is refused without revoking its family (a client's own race). */
  refreshReuseGraceSeconds: number;
}

/**
 * Which OAuth2 client a token is issued to and the scopes granted to it. The console's own sessions (client
 * `default`) carry no scopes and reach every route their permissions allow; other clients' tokens reach only
 * the routes that declare a scope they hold (platform/guard.ts).
 */
export interface TokenGrant {
  clientId: string;
  scopes: string[] | null;
}
export const CONSOLE_GRANT: TokenGrant = { clientId: CONSOLE_CLIENT_ID, scopes: null };

const scopesText = (scopes: string[] | null) => (scopes === null ? null : JSON.stringify(scopes));
/** Scopes as stored (a JSON array, or null for the console's sessions). */
export function parseScopes(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What a token of another client carries of its user: who they are, none of their permissions. The guard keeps
 * such tokens to scope routes anyway; this keeps a permission check in a service from ever passing for one.
 */
export function snapshotFor(grant: TokenGrant, snapshot: LoginUserSnapshot): LoginUserSnapshot {
  if (grant.clientId === CONSOLE_CLIENT_ID) return snapshot;
  return { ...snapshot, ...noPermissions() };
}

/** The part of a snapshot that grants nothing: no roles, menus or permissions, no one's rows but its own. */
export const noPermissions = (): Omit<LoginUserSnapshot, 'username' | 'nickname' | 'deptId'> => ({
  roles: [],
  permissions: [],
  menuIds: [],
  superAdmin: false,
  dataScope: { all: false, deptIds: [], self: true },
});

/** 32 hex characters, like the reference's fastSimpleUUID, but from a CSPRNG. */
export const newToken = (): string => randomBytes(16).toString('hex');
/** Tokens are stored only as hashes: a leaked table does not leak sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

async function insertPair(
  db: Db,
  userId: number,
  tenantId: number,
  familyId: string,
  snapshot: LoginUserSnapshot,
  ttl: TokenLifetimes,
  grant: TokenGrant,
): Promise<IssuedTokens> {
  const now = Date.now();
  const refreshToken = newToken();
  const accessToken = newToken();
  const refresh = await db
    .insertInto('system_oauth2_refresh_token')
    .values({
      userId,
      tenantId,
      tokenHash: hashToken(refreshToken),
      familyId,
      clientId: grant.clientId,
      scopes: scopesText(grant.scopes),
      expiresTime: new Date(now + ttl.refreshTokenTtlSeconds * 1000),
      rotatedTime: null,
      creator: String(userId),
      updater: String(userId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const expiresTime = now + ttl.accessTokenTtlSeconds * 1000;
  await db
    .insertInto('system_oauth2_access_token')
    .values({
      userId,
      tenantId,
      tokenHash: hashToken(accessToken),
      refreshTokenId: refresh.id,
      familyId,
      clientId: grant.clientId,
      scopes: scopesText(grant.scopes),
      expiresTime: new Date(expiresTime),
      loginUser: JSON.stringify(snapshotFor(grant, snapshot)),
      creator: String(userId),
      updater: String(userId),
    })
    .execute();
  return { userId, accessToken, refreshToken, expiresTime };
}

export function issueTokens(
  db: Db,
  userId: number,
  tenantId: number,
  snapshot: LoginUserSnapshot,
  ttl: TokenLifetimes,
  grant: TokenGrant = CONSOLE_GRANT,
): Promise<IssuedTokens & { familyId: string }> {
  const familyId = newToken();
  return insertPair(db, userId, tenantId, familyId, snapshot, ttl, grant).then((tokens) => ({ ...tokens, familyId }));
}

/**
 * A token that stands for a client rather than a user (client_credentials): no refresh token (RFC 6749 §4.4.3),
 * user id 0, no permissions; it reaches only the routes its scopes open.
 */
export async function issueClientToken(
  db: Db,
  tenantId: number,
  snapshot: LoginUserSnapshot,
  accessTokenTtlSeconds: number,
  grant: TokenGrant,
): Promise<{ accessToken: string; expiresTime: number }> {
  const accessToken = newToken();
  const expiresTime = Date.now() + accessTokenTtlSeconds * 1000;
  await db
    .insertInto('system_oauth2_access_token')
    .values({
      userId: 0,
      tenantId,
      tokenHash: hashToken(accessToken),
      refreshTokenId: null,
      familyId: newToken(),
      clientId: grant.clientId,
      scopes: scopesText(grant.scopes),
      expiresTime: new Date(expiresTime),
      loginUser: JSON.stringify(snapshotFor(grant, snapshot)),
      creator: grant.clientId.slice(0, 64),
      updater: grant.clientId.slice(0, 64),
    })
    .execute();
  return { accessToken, expiresTime };
}

/** Revokes every token of a sign-in session (the family born at sign-in). */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.deleteFrom('system_oauth2_access_token').where('familyId', '=', familyId).execute();
  await db.updateTable('system_oauth2_refresh_token').set({ revoked: true }).where('familyId', '=', familyId).execute();
}

/**
 * Who presents a refresh token: the client it must have been issued to and, for an OAuth2 client, the tenants it
 * may still be used in (a token of another tenant is refused, as the header cannot choose the tenant here).
 */
export interface RefreshPresenter {
  clientId: string;
  tenantIds?: readonly number[];
}
const CONSOLE_PRESENTER: RefreshPresenter = { clientId: CONSOLE_CLIENT_ID };

/**
 * Rotates a refresh token: the old one is spent, a new pair is issued in the same family.
 * Presenting a spent token again means it leaked: the whole family is revoked, so whoever holds the newer
 * tokens is signed out too. Within a few seconds of the rotation it more likely means the client raced itself
 * (parallel refreshes, two tabs): that copy is refused, and the winner's new tokens stay valid.
 */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  loadSnapshot: (userId: number, tenantId: number, trx: Db) => Promise<LoginUserSnapshot | null>,
  ttl: TokenLifetimes,
  cache?: AccessTokenCache,
  presenter: RefreshPresenter = CONSOLE_PRESENTER,
): Promise<IssuedTokens> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('system_oauth2_refresh_token')
      .selectAll()
      // On the database's clock, the one that stamped rotated_time.
      .select(sql<boolean>`rotated_time > now() - make_interval(secs => ${ttl.refreshReuseGraceSeconds})`.as('rotatedJustNow'))
      .where('tokenHash', '=', hashToken(refreshToken))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked) return { error: AuthErrors.REFRESH_TOKEN_INVALID };
    // Another client's refresh token: refused, and left alone (the caller does not own it).
    if (row.clientId !== presenter.clientId) return { error: OAuth2Errors.REFRESH_TOKEN_CLIENT_MISMATCH };
    if (presenter.tenantIds && !presenter.tenantIds.includes(row.tenantId)) return { error: OAuth2Errors.CLIENT_TENANT_NOT_GRANTED };
    if (row.rotatedTime !== null && row.rotatedJustNow) return { error: AuthErrors.REFRESH_TOKEN_INVALID };
    if (row.rotatedTime !== null) {
      await revokeFamily(trx, row.familyId);
      return { error: AuthErrors.REFRESH_TOKEN_INVALID, reused: true };
    }
    if (row.expiresTime <= Date.now()) {
      await revokeFamily(trx, row.familyId);
      return { error: AuthErrors.REFRESH_TOKEN_EXPIRED };
    }
    const snapshot = await loadSnapshot(row.userId, row.tenantId, trx);
    if (!snapshot) {
      await revokeFamily(trx, row.familyId);
      return { error: AuthErrors.REFRESH_TOKEN_INVALID };
    }
    await trx
      .updateTable('system_oauth2_refresh_token')
      .set({ rotatedTime: sql<Date>`now()`, updateTime: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
    await trx.deleteFrom('system_oauth2_access_token').where('refreshTokenId', '=', row.id).execute();
    const grant = { clientId: row.clientId, scopes: row.scopes === null ? null : parseScopes(row.scopes) };
    return { tokens: await insertPair(trx, row.userId, row.tenantId, row.familyId, snapshot, ttl, grant) };
  });
  // The old access token (and, on reuse, the whole family) is gone: forget what was cached.
  cache?.clear();
  if ('error' in outcome && outcome.error) throw new ServiceError(outcome.error);
  return outcome.tokens;
}

export interface AccessTokenRow {
  id: number;
  userId: number;
  tenantId: number;
  familyId: string;
  clientId: string;
  scopes: string | null;
  loginUser: LoginUserSnapshot;
}

/**
 * Remembers token lookups for a few seconds, so a burst of requests with one token costs one query.
 * Revocations in this process clear it at once; another process sees a revocation within the TTL.
 * Keyed by the token as presented: on a hit, hashing it would cost more than the rest of the lookup.
 * The database keeps hashes only; this memory holds a token no longer than the TTL.
 */
export class AccessTokenCache {
  private readonly entries = new Map<string, { row: AccessTokenRow & { expiresTime: number }; until: number }>();
  /** Lookups answered from memory and lookups that went to the database, since start (for the metrics). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): AccessTokenRow | undefined {
    const hit = this.entries.get(token);
    const now = Date.now();
    if (hit && (hit.until <= now || hit.row.expiresTime <= now)) this.entries.delete(token);
    else if (hit) {
      this.hits += 1;
      return hit.row;
    }
    this.misses += 1;
    return undefined;
  }

  set(token: string, row: AccessTokenRow & { expiresTime: number }): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { row, until: Date.now() + this.ttlMs });
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

export async function findAccessToken(db: Db, accessToken: string, cache?: AccessTokenCache): Promise<AccessTokenRow | undefined> {
  const cached = cache?.get(accessToken);
  if (cached) return cached;
  const row = await db
    .selectFrom('system_oauth2_access_token')
    .select(['id', 'userId', 'tenantId', 'familyId', 'clientId', 'scopes', 'loginUser', 'expiresTime'])
    .where('tokenHash', '=', hashToken(accessToken))
    .where('expiresTime', '>', dbNow())
    .executeTakeFirst();
  if (row) cache?.set(accessToken, row);
  return row;
}

/** Signs a user out everywhere (disabled, deleted, password reset): every token family of theirs goes. */
export async function revokeUserTokens(db: Db, userId: number, cache?: AccessTokenCache): Promise<void> {
  await db.deleteFrom('system_oauth2_access_token').where('userId', '=', userId).execute();
  await db.updateTable('system_oauth2_refresh_token').set({ revoked: true }).where('userId', '=', userId).execute();
  cache?.clear();
}

/** Sign-out: the access token and its whole family go. */
export async function revokeByAccessToken(db: Db, accessToken: string, cache?: AccessTokenCache): Promise<AccessTokenRow | undefined> {
  const row = await db
    .selectFrom('system_oauth2_access_token')
    .select(['id', 'userId', 'tenantId', 'familyId', 'clientId', 'scopes', 'loginUser'])
    .where('tokenHash', '=', hashToken(accessToken))
    .executeTakeFirst();
  if (row) await db.transaction().execute((trx) => revokeFamily(trx, row.familyId));
  cache?.clear();
  return row;
}
