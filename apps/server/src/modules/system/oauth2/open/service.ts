import { createHash } from 'node:crypto';
import { AuthErrors, OAuth2Errors, type ErrorCode } from '@console/contracts/error-codes';
import { CONSOLE_CLIENT_ID, type AuthorizeParams, type TokenParams } from '@console/contracts/system/oauth2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Db } from '../../../../db/database';
import { dbNow } from '../../../../db/timestamp';
import { TenantScopePlugin } from '../../../../db/tenant-scope';
import { badRequest, RateLimitedError, ServiceError } from '../../../../platform/errors';
import { clientIp } from '../../../../platform/client-info';
import { requireUser } from '../../../../platform/identity';
import { hitRateLimit, peekRateLimit } from '../../../../platform/rate-limit';
import {
  findAccessToken,
  hashToken,
  issueClientToken,
  issueTokens,
  newToken,
  noPermissions,
  parseScopes,
  revokeFamily,
  rotateRefreshToken,
  type IssuedTokens,
  type TokenGrant,
  type TokenLifetimes,
} from '../../../../platform/tokens';
import { enforceRateLimits, resolveLoginTenant, signIn, verifyCredentials } from '../../auth/service';
import { loadLoginSnapshot } from '../../permission/service';
import { validClient, type OAuth2Client } from '../client/service';

/** Reference §2.7: codes live five minutes, approvals thirty days. */
const CODE_TTL_MS = 5 * 60_000;
const APPROVAL_TTL_MS = 30 * 24 * 3600_000;
const ADMIN_USER_TYPE = 2;

const lifetimes = (app: FastifyInstance, client: OAuth2Client): TokenLifetimes => ({
  accessTokenTtlSeconds: client.accessTokenValiditySeconds,
  refreshTokenTtlSeconds: client.refreshTokenValiditySeconds,
  refreshReuseGraceSeconds: app.config.refreshReuseGraceSeconds,
});

/** `redirect_uri` with parameters added to its query (code, errors) or fragment (implicit tokens). */
function redirectWith(redirectUri: string, params: Record<string, string | undefined>, inFragment = false): string {
  const url = new URL(redirectUri);
  const pairs = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  if (inFragment) {
    url.hash = new URLSearchParams(pairs).toString();
  } else {
    for (const [key, value] of pairs) url.searchParams.append(key, value);
  }
  return url.toString();
}

/** GET /authorize: the consent page's client and scopes, each ticked if the user approved it before. */
export async function authorizeInfo(request: FastifyRequest, clientId: string) {
  const user = requireUser(request);
  const client = await validClient(request.db, clientId, { tenantId: user.tenantId });
  const approved = await approvedScopes(request.db, user.id, client.clientId);
  return {
    client: { name: client.name, logo: client.logo },
    scopes: client.scopes.map((key) => ({ key, value: approved.has(key) })),
  };
}

async function approvedScopes(db: Db, userId: number, clientId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('system_oauth2_approve')
    .select('scope')
    .where('userId', '=', userId)
    .where('userType', '=', ADMIN_USER_TYPE)
    .where('clientId', '=', clientId)
    .where('approved', '=', true)
    .where('expiresTime', '>', dbNow())
    .execute();
  return new Set(rows.map((r) => r.scope));
}

/** Remembers the user's answer per scope for thirty days (one row per scope: a unique index, upserted). */
async function saveApprovals(db: Db, userId: number, clientId: string, answers: Record<string, boolean>): Promise<void> {
  const entries = Object.entries(answers);
  if (!entries.length) return;
  const expiresTime = new Date(Date.now() + APPROVAL_TTL_MS);
  await db
    .insertInto('system_oauth2_approve')
    .values(
      entries.map(([scope, approved]) => ({
        userId,
        userType: ADMIN_USER_TYPE,
        clientId,
        scope,
        approved,
        expiresTime,
        creator: String(userId),
        updater: String(userId),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['tenantId', 'userId', 'userType', 'clientId', 'scope']).doUpdateSet((eb) => ({
        approved: eb.ref('excluded.approved'),
        expiresTime: eb.ref('excluded.expiresTime'),
        updateTime: new Date(),
      })),
    )
    .execute();
}

/** `scope` of POST /authorize: a JSON map of scope → approved. */
function parseScopeMap(text: string | undefined): Record<string, boolean> {
  if (!text?.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('scope 必须是 JSON 对象，例如 {"user.read":true}');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'boolean')) {
    throw badRequest('scope 必须是 JSON 对象，例如 {"user.read":true}');
  }
  return value as Record<string, boolean>;
}

const required = (value: string | undefined, name: string): string => {
  if (!value?.trim()) throw badRequest(`${name} 不能为空`);
  return value.trim();
};
const truthy = (value: unknown) => value === true || value === 'true';

/**
 * POST /authorize (reference §2.7): the signed-in user approves or denies a client. Answers where to send the
 * browser (the client's redirect URI with a code, tokens or an error), or null when `auto_approve` finds a scope
 * the user has not approved yet and the consent form must be shown. A redirect URI not registered for the client
 * is an error answered here, never a redirect (RFC 6749 §4.1.2.1).
 */
export async function approveOrDeny(app: FastifyInstance, request: FastifyRequest, params: Static<typeof AuthorizeParams>): Promise<string | null> {
  const user = requireUser(request);
  const responseType = required(params.response_type, 'response_type');
  if (responseType !== 'code' && responseType !== 'token') throw new ServiceError(OAuth2Errors.RESPONSE_TYPE_INVALID);
  const implicit = responseType === 'token';
  const answers = parseScopeMap(params.scope);
  const requested = Object.keys(answers);
  const redirectUri = required(params.redirect_uri, 'redirect_uri');
  const client = await validClient(request.db, required(params.client_id, 'client_id'), {
    tenantId: user.tenantId,
    grantType: implicit ? 'implicit' : 'authorization_code',
    scopes: requested,
    redirectUri,
  });
  if (params.code_challenge_method !== undefined && params.code_challenge === undefined) throw badRequest('code_challenge 不能为空');
  if (params.code_challenge !== undefined && params.code_challenge_method !== 'S256') throw badRequest('code_challenge_method 只支持 S256');

  return request.db.transaction().execute(async (trx) => {
    let scopes: string[];
    if (truthy(params.auto_approve)) {
      const auto = requested.every((s) => client.autoApproveScopes.includes(s));
      if (auto) await saveApprovals(trx, user.id, client.clientId, Object.fromEntries(requested.map((s) => [s, true])));
      else {
        const approved = await approvedScopes(trx, user.id, client.clientId);
        if (!requested.every((s) => approved.has(s))) return null;
      }
      scopes = requested;
    } else {
      await saveApprovals(trx, user.id, client.clientId, answers);
      scopes = requested.filter((s) => answers[s]);
      if (!scopes.length) {
        return redirectWith(redirectUri, { error: 'access_denied', error_description: 'User denied access', state: params.state }, implicit);
      }
    }

    if (implicit) {
      const snapshot = await loadLoginSnapshot(trx, user.id, user.tenantId);
      if (!snapshot) throw new ServiceError(AuthErrors.LOGIN_USER_DISABLED);
      const tokens = await issueTokens(trx, user.id, user.tenantId, snapshot, lifetimes(app, client), { clientId: client.clientId, scopes });
      return redirectWith(
        redirectUri,
        {
          access_token: tokens.accessToken,
          token_type: 'bearer',
          state: params.state,
          expires_in: String(Math.round((tokens.expiresTime - Date.now()) / 1000)),
          scope: scopes.join(' '),
        },
        true,
      );
    }
    const code = newToken();
    await trx
      .insertInto('system_oauth2_code')
      .values({
        userId: user.id,
        userType: ADMIN_USER_TYPE,
        codeHash: hashToken(code),
        clientId: client.clientId,
        scopes: JSON.stringify(scopes),
        redirectUri,
        state: params.state ?? '',
        codeChallenge: params.code_challenge ?? null,
        expiresTime: new Date(Date.now() + CODE_TTL_MS),
        creator: String(user.id),
        updater: String(user.id),
      })
      .execute();
    return redirectWith(redirectUri, { code, state: params.state });
  });
}

/** The calling client: HTTP Basic (RFC 6749 §2.3.1, url-encoded id and secret) or client_id/client_secret parameters. */
export function clientCredentials(request: FastifyRequest, params: { client_id?: string; client_secret?: string }): { clientId: string; secret: string } {
  const header = request.headers.authorization;
  const basic = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      try {
        return { clientId: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
      } catch {
        throw badRequest('client_id 或 client_secret 未正确传递');
      }
    }
  }
  if (params.client_id && params.client_secret !== undefined) return { clientId: params.client_id, secret: params.client_secret };
  throw badRequest('client_id 或 client_secret 未正确传递');
}

/**
 * The calling client, authenticated. Wrong secrets are counted per address (the sign-in limits' window): past the
 * per-account sign-in limit, that address is refused at the client endpoints until the window ends, right secret or not.
 */
async function authenticateClient(
  app: FastifyInstance,
  request: FastifyRequest,
  params: { client_id?: string; client_secret?: string },
  check: { tenantId: number | null; grantType?: string; scopes?: readonly string[] },
): Promise<OAuth2Client> {
  const caller = clientCredentials(request, params);
  const { usernameLimit, windowSeconds } = app.config.login;
  const failures = { key: `oauth2-secret:ip:${clientIp(request)}`, limit: usernameLimit, windowSeconds };
  const peek = await peekRateLimit(app.db, failures);
  if (!peek.allowed) throw new RateLimitedError(peek.retryAfterSeconds);
  try {
    return await validClient(app.db, caller.clientId, { secret: caller.secret, ...check });
  } catch (error) {
    if (error instanceof ServiceError && error.code === OAuth2Errors.CLIENT_CLIENT_SECRET_ERROR.code) await hitRateLimit(app.db, failures);
    throw error;
  }
}

/** `scope` of the token endpoint: space-separated (RFC 6749 §3.3); commas accepted too. */
const scopeList = (text: string | undefined) => [...new Set((text ?? '').split(/[\s,]+/).filter(Boolean))];

export interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}
const answer = (tokens: { accessToken: string; refreshToken?: string; expiresTime: number }, scopes: string[]): TokenAnswer => ({
  access_token: tokens.accessToken,
  ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
  token_type: 'bearer',
  expires_in: Math.max(0, Math.round((tokens.expiresTime - Date.now()) / 1000)),
  scope: scopes.join(' '),
});

const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * POST /token: the grant types of RFC 6749 (implicit is an authorize response, never a token request). Tokens are
 * issued for the tenant of the `tenant-id` header, which must be one granted to the client; a refresh token stays in
 * its own tenant, which must still be one of the client's.
 */
export async function grantToken(app: FastifyInstance, request: FastifyRequest, params: Static<typeof TokenParams>): Promise<TokenAnswer> {
  const grantType = required(params.grant_type, 'grant_type');
  if (grantType === 'implicit') throw new ServiceError(OAuth2Errors.IMPLICIT_REFUSED);
  if (!['authorization_code', 'password', 'client_credentials', 'refresh_token'].includes(grantType)) {
    throw new ServiceError(OAuth2Errors.CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS);
  }
  const scopes = scopeList(params.scope);
  const tenantId = grantType === 'refresh_token' ? null : await resolveLoginTenant(app, request);
  const client = await authenticateClient(app, request, params, { tenantId, grantType, scopes });
  const ttl = lifetimes(app, client);
  if (tenantId === null) return refreshGrant(app, client, params, ttl);
  switch (grantType) {
    case 'authorization_code':
      return exchangeCode(app, tenantId, client, params, ttl);
    case 'password': {
      const username = required(params.username, 'username');
      const password = required(params.password, 'password');
      await enforceRateLimits(app, request, tenantId, username);
      const user = await verifyCredentials(app, request, tenantId, username, password);
      const grant: TokenGrant = { clientId: client.clientId, scopes };
      const tokens = await app
        .tenantDb(tenantId)
        .transaction()
        .execute((trx) => signIn(app, request, trx, { tenantId, userId: user.id, username, newHash: user.newHash }, ttl, grant));
      return answer(tokens, scopes);
    }
    default: {
      // client_credentials: a token that stands for the client itself. Never the console client's, even one given
      // the grant before it was refused (client/service.ts): a user-less console token would pass the guard.
      if (client.clientId === CONSOLE_CLIENT_ID) throw new ServiceError(OAuth2Errors.CLIENT_CONSOLE_CLIENT_CREDENTIALS);
      const snapshot = { username: client.clientId, nickname: client.name, deptId: null, ...noPermissions() };
      const tokens = await issueClientToken(app.db, tenantId, snapshot, ttl.accessTokenTtlSeconds, { clientId: client.clientId, scopes });
      return answer(tokens, scopes);
    }
  }
}

/** refresh_token: for its own client only, in its own tenant, which must still be one of the client's. */
async function refreshGrant(app: FastifyInstance, client: OAuth2Client, params: Static<typeof TokenParams>, ttl: TokenLifetimes): Promise<TokenAnswer> {
  const tokens = await rotateRefreshToken(
    app.db,
    required(params.refresh_token, 'refresh_token'),
    (userId, tenantId, trx) => loadLoginSnapshot(trx.withPlugin(new TenantScopePlugin(tenantId)), userId, tenantId),
    ttl,
    app.tokenCache,
    { clientId: client.clientId, tenantIds: client.tenants.map((tenant) => tenant.id) },
  );
  const row = await findAccessToken(app.db, tokens.accessToken);
  return answer(tokens, parseScopes(row?.scopes ?? null));
}

/**
 * authorization_code: the code is single-use and short-lived, bound to its client, its redirect URI and, when
 * the authorisation sent a PKCE challenge, to the verifier. A code presented twice means it leaked: the tokens
 * issued for it are revoked (RFC 6749 §4.1.2).
 */
async function exchangeCode(app: FastifyInstance, tenantId: number, client: OAuth2Client, params: Static<typeof TokenParams>, ttl: TokenLifetimes): Promise<TokenAnswer> {
  const code = required(params.code, 'code');
  const db = app.tenantDb(tenantId);
  type Outcome = { error: ErrorCode } | { tokens: IssuedTokens; scopes: string[] };
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const row = await trx.selectFrom('system_oauth2_code').selectAll().where('codeHash', '=', hashToken(code)).forUpdate().executeTakeFirst();
    if (!row || row.clientId !== client.clientId) return { error: OAuth2Errors.CODE_NOT_EXISTS };
    if (row.usedTime !== null) {
      if (row.familyId) await revokeFamily(trx, row.familyId);
      return { error: OAuth2Errors.CODE_NOT_EXISTS };
    }
    if (row.expiresTime <= Date.now()) return { error: OAuth2Errors.CODE_EXPIRE };
    if (params.redirect_uri !== row.redirectUri) return { error: OAuth2Errors.CODE_REDIRECT_URI_MISMATCH };
    if (params.state !== undefined && row.state && params.state !== row.state) return { error: OAuth2Errors.CODE_STATE_MISMATCH };
    if (row.codeChallenge !== null && (!params.code_verifier || pkceChallenge(params.code_verifier) !== row.codeChallenge)) {
      return { error: OAuth2Errors.CODE_VERIFIER_INVALID };
    }
    const snapshot = await loadLoginSnapshot(trx, row.userId, tenantId);
    if (!snapshot) return { error: AuthErrors.LOGIN_USER_DISABLED };
    const scopes = parseScopes(row.scopes);
    const tokens = await issueTokens(trx, row.userId, tenantId, snapshot, ttl, { clientId: client.clientId, scopes });
    await trx.updateTable('system_oauth2_code').set({ usedTime: new Date(), familyId: tokens.familyId, updateTime: new Date() }).where('id', '=', row.id).execute();
    return { tokens, scopes };
  });
  if (!('tokens' in outcome)) {
    app.tokenCache.clear();
    throw new ServiceError(outcome.error);
  }
  return answer(outcome.tokens, outcome.scopes);
}

/** POST /check-token (RFC 7662-like, reference shape): a client may look only at tokens issued to it. */
export async function checkToken(app: FastifyInstance, request: FastifyRequest, params: { token: string; client_id?: string; client_secret?: string }) {
  const client = await authenticateClient(app, request, params, { tenantId: null });
  const row = await app.db
    .selectFrom('system_oauth2_access_token')
    .select(['userId', 'userType', 'tenantId', 'clientId', 'scopes', 'expiresTime'])
    .where('tokenHash', '=', hashToken(params.token))
    .executeTakeFirst();
  if (!row || row.clientId !== client.clientId) throw new ServiceError(OAuth2Errors.ACCESS_TOKEN_NOT_EXISTS);
  if (row.expiresTime <= Date.now()) throw new ServiceError(AuthErrors.TOKEN_EXPIRED);
  return {
    user_id: row.userId,
    user_type: row.userType,
    tenant_id: row.tenantId,
    client_id: row.clientId,
    scopes: parseScopes(row.scopes),
    access_token: params.token,
    exp: Math.floor(row.expiresTime / 1000),
  };
}

/** DELETE /token (RFC 7009-like): the client revokes a token of its own, with its session; false when there is none. */
export async function revokeClientToken(app: FastifyInstance, request: FastifyRequest, params: { token: string; client_id?: string; client_secret?: string }) {
  const client = await authenticateClient(app, request, params, { tenantId: null });
  const row = await app.db
    .selectFrom('system_oauth2_access_token')
    .select(['familyId', 'clientId'])
    .where('tokenHash', '=', hashToken(params.token))
    .executeTakeFirst();
  if (!row || row.clientId !== client.clientId) return false;
  await app.db.transaction().execute((trx) => revokeFamily(trx, row.familyId));
  app.tokenCache.clear();
  return true;
}

