import { createHash, timingSafeEqual } from 'node:crypto';
import type { PageParams } from '@console/contracts/envelope';
import { OAuth2Errors } from '@console/contracts/error-codes';
import { CONSOLE_CLIENT_ID, type OAuth2ClientCreate, type OAuth2ClientFilter, type OAuth2ClientUpdate } from '@console/contracts/system/oauth2';
import type { Selectable } from 'kysely';
import type { Static } from 'typebox';
import type { Db } from '../../../../db/database';
import type { OAuth2ClientTable } from '../../../../db/schema';
import { badField, ServiceError } from '../../../../platform/errors';
import { escapeLike } from '../../../../platform/like';
import { paginate } from '../../../../platform/paging';
import { postedSecret, SECRET_MASK } from '../../../../platform/secret-mask';
import { parseScopes } from '../../../../platform/tokens';
import { mapUniqueViolation } from '../../../../platform/unique';

type Actor = { id: number; tenantId: number };

const COLUMNS = [
  'id',
  'clientId',
  'secret',
  'name',
  'logo',
  'description',
  'status',
  'accessTokenValiditySeconds',
  'refreshTokenValiditySeconds',
  'redirectUris',
  'authorizedGrantTypes',
  'scopes',
  'autoApproveScopes',
  'authorities',
  'resourceIds',
  'additionalInformation',
  'createTime',
] as const;
const UNIQUE = { uk_system_oauth2_client_client_id: OAuth2Errors.CLIENT_EXISTS };

type StoredClient = Pick<Selectable<OAuth2ClientTable>, (typeof COLUMNS)[number]>;
type ClientTenant = { id: number; name: string };

/**
 * A client with its lists parsed and the tenants it may be used in; `secret` is the stored one (never sent out:
 * see shown()).
 */
export type OAuth2Client = ReturnType<typeof parsed>;
function parsed(row: StoredClient, tenants: ClientTenant[]) {
  return {
    ...row,
    redirectUris: parseScopes(row.redirectUris),
    authorizedGrantTypes: parseScopes(row.authorizedGrantTypes),
    scopes: parseScopes(row.scopes),
    autoApproveScopes: parseScopes(row.autoApproveScopes),
    authorities: parseScopes(row.authorities),
    resourceIds: parseScopes(row.resourceIds),
    tenants,
  };
}
const shown = (client: OAuth2Client): OAuth2Client => ({ ...client, secret: SECRET_MASK });

/** The tenants granted to each of the clients (by row id), with their names, in tenant id order. */
async function tenantsOf(db: Db, clientIds: readonly number[]): Promise<Map<number, ClientTenant[]>> {
  const byClient = new Map(clientIds.map((id): [number, ClientTenant[]] => [id, []]));
  if (!clientIds.length) return byClient;
  const rows = await db
    .selectFrom('system_oauth2_client_tenant as g')
    .innerJoin('system_tenant as t', 't.id', 'g.tenantId')
    .select(['g.clientId', 't.id', 't.name'])
    .where('g.clientId', 'in', clientIds)
    .orderBy('t.id')
    .execute();
  for (const row of rows) byClient.get(row.clientId)?.push({ id: row.id, name: row.name });
  return byClient;
}

async function withTenants(db: Db, rows: readonly StoredClient[]): Promise<OAuth2Client[]> {
  const tenants = await tenantsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => parsed(row, tenants.get(row.id) ?? []));
}
const oneWithTenants = async (db: Db, row: StoredClient): Promise<OAuth2Client> => (await withTenants(db, [row]))[0]!;

export async function pageClients(db: Db, query: Static<typeof OAuth2ClientFilter> & PageParams) {
  let q = db.selectFrom('system_oauth2_client');
  if (query.name) q = q.where('name', 'like', `%${escapeLike(query.name)}%`);
  if (query.status !== undefined) q = q.where('status', '=', query.status);
  const page = await paginate(q, (p) => p.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: (await withTenants(db, page.list)).map(shown) };
}

export async function getClient(db: Db, id: number) {
  const row = await db.selectFrom('system_oauth2_client').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(OAuth2Errors.CLIENT_NOT_EXISTS);
  return shown(await oneWithTenants(db, row));
}

/**
 * Sets the tenants a client may be used in. They must exist (read under a share lock, so none is deleted before the
 * grant commits; a tenant deleted later takes its grants with it). Answers the tenants it no longer has.
 */
async function grantTenants(trx: Db, clientRowId: number, tenantIds: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(tenantIds)];
  const found = new Set((await trx.selectFrom('system_tenant').select('id').where('id', 'in', wanted).forShare().execute()).map((t) => t.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) throw badField('tenantIds', `租户不存在：${missing.join(', ')}`);
  const removed = await trx.deleteFrom('system_oauth2_client_tenant').where('clientId', '=', clientRowId).where('tenantId', 'not in', wanted).returning('tenantId').execute();
  await trx
    .insertInto('system_oauth2_client_tenant')
    .values(wanted.map((tenantId) => ({ clientId: clientRowId, tenantId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return removed.map((row) => row.tenantId);
}

/**
 * The tokens a client holds end: in the tenants named, or everywhere (with the authorization codes not yet
 * exchanged). Not the console client's: its tokens are the console's own sessions, which its sign-in issues in
 * every tenant (its tenants govern only the OAuth2 endpoints).
 */
async function endClientSessions(trx: Db, clientId: string, tenantIds?: readonly number[]): Promise<boolean> {
  if (clientId === CONSOLE_CLIENT_ID || tenantIds?.length === 0) return false;
  let access = trx.deleteFrom('system_oauth2_access_token').where('clientId', '=', clientId);
  let refresh = trx.updateTable('system_oauth2_refresh_token').set({ revoked: true }).where('clientId', '=', clientId);
  if (tenantIds) {
    access = access.where('tenantId', 'in', tenantIds);
    refresh = refresh.where('tenantId', 'in', tenantIds);
  } else {
    await trx.deleteFrom('system_oauth2_code').where('clientId', '=', clientId).execute();
  }
  await access.execute();
  await refresh.execute();
  return true;
}

/** An edit after which the client's tokens must not work: it is disabled, or its id (what tokens name) changes. */
const endsSessions = (before: Pick<StoredClient, 'status' | 'clientId'>, after: { status: number; clientId: string }) =>
  (before.status === 0 && after.status !== 0) || before.clientId !== after.clientId;

const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

/** Lists deduplicated and trimmed; every auto-approved scope must be one of the client's scopes. */
function clientValues(input: Static<typeof OAuth2ClientCreate>) {
  const list = (values: string[] | undefined) => JSON.stringify([...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))]);
  const scopes = new Set((input.scopes ?? []).map((s) => s.trim()));
  const stray = (input.autoApproveScopes ?? []).map((s) => s.trim()).filter((s) => s && !scopes.has(s));
  if (stray.length) throw badField('autoApproveScopes', `自动通过的授权范围必须在授权范围之内：${stray.join(', ')}`);
  for (const uri of input.redirectUris) {
    if (!URL.canParse(uri.trim())) throw badField('redirectUris', `不是合法的 URI：${uri}`);
    // The consent page sends the browser there: a script or data URI would run in the console's origin.
    if (UNSAFE_SCHEMES.has(new URL(uri.trim()).protocol)) throw badField('redirectUris', `不允许的 URI 协议：${uri}`);
  }
  // The console's sign-in client: a user-less token of it would pass every guard that only asks for a console session.
  if (input.clientId.trim() === CONSOLE_CLIENT_ID && input.authorizedGrantTypes.includes('client_credentials')) {
    throw new ServiceError(OAuth2Errors.CLIENT_CONSOLE_CLIENT_CREDENTIALS);
  }
  if (input.additionalInformation?.trim()) {
    try {
      JSON.parse(input.additionalInformation);
    } catch {
      throw badField('additionalInformation', '必须是 JSON 格式');
    }
  }
  return {
    clientId: input.clientId.trim(),
    name: input.name.trim(),
    logo: input.logo.trim(),
    description: input.description?.trim() || null,
    status: input.status,
    accessTokenValiditySeconds: input.accessTokenValiditySeconds,
    refreshTokenValiditySeconds: input.refreshTokenValiditySeconds,
    redirectUris: list(input.redirectUris),
    authorizedGrantTypes: list(input.authorizedGrantTypes),
    scopes: list(input.scopes),
    autoApproveScopes: list(input.autoApproveScopes),
    authorities: list(input.authorities),
    resourceIds: list(input.resourceIds),
    additionalInformation: input.additionalInformation?.trim() || null,
  };
}

/**
 * The client id is unique by index, so racing creates cannot both win. Without `tenantIds` (the original UI sends
 * none) the client belongs to the tenant of the administrator who registers it.
 */
export async function createClient(db: Db, actor: Actor, input: Static<typeof OAuth2ClientCreate>): Promise<number> {
  const values = clientValues(input);
  if (input.secret === SECRET_MASK) throw badField('secret', '不能为空');
  return mapUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('system_oauth2_client')
          .values({ ...values, secret: input.secret, creator: String(actor.id), updater: String(actor.id) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await grantTenants(trx, row.id, input.tenantIds ?? [actor.tenantId]);
        return row.id;
      }),
    UNIQUE,
  );
}

/**
 * Without `tenantIds` the client keeps its tenants. A tenant taken away ends the client's sessions there; disabling
 * the client or changing its client id ends them everywhere (`sessionsEnded`: the caller forgets its cached tokens;
 * the other processes forget theirs when the write's change notification reaches them).
 */
export function updateClient(db: Db, actor: Actor, input: Static<typeof OAuth2ClientUpdate>) {
  const values = clientValues(input);
  return mapUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('system_oauth2_client').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
        if (!before) throw new ServiceError(OAuth2Errors.CLIENT_NOT_EXISTS);
        if (before.clientId === CONSOLE_CLIENT_ID && values.clientId !== CONSOLE_CLIENT_ID) throw new ServiceError(OAuth2Errors.CLIENT_CONSOLE_PROTECTED);
        const shownBefore = shown(await oneWithTenants(trx, before));
        const after = await trx
          .updateTable('system_oauth2_client')
          .set({ ...values, secret: postedSecret(input.secret, before.secret), updater: String(actor.id), updateTime: new Date() })
          .where('id', '=', input.id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        const removed = input.tenantIds ? await grantTenants(trx, input.id, input.tenantIds) : [];
        const sessionsEnded = await endClientSessions(trx, before.clientId, endsSessions(before, values) ? undefined : removed);
        return { before: shownBefore, after: shown(await oneWithTenants(trx, after)), sessionsEnded };
      }),
    UNIQUE,
  );
}

/** A deleted client's tokens end with it, in every tenant. */
export function deleteClient(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('system_oauth2_client').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(OAuth2Errors.CLIENT_NOT_EXISTS);
    if (row.clientId === CONSOLE_CLIENT_ID) throw new ServiceError(OAuth2Errors.CLIENT_CONSOLE_PROTECTED);
    const before = shown(await oneWithTenants(trx, row));
    await trx.deleteFrom('system_oauth2_client').where('id', '=', id).execute();
    await endClientSessions(trx, row.clientId);
    return before;
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compared as digests: equal lengths for timingSafeEqual, and no timing hint of the secret. */
const sameSecret = (given: string, stored: string) => timingSafeEqual(digest(given), digest(stored));

/**
 * The client a request names, checked as the reference's validOAuthClientFromCache: it exists (000), is enabled
 * (002), the secret matches when one is checked (006), the grant type is one it was given (003), the scopes are
 * within its own (004) and the redirect URI is one registered for it (005). Redirect URIs must match exactly
 * (RFC 6749 §3.1.2.3; the reference accepts any registered prefix, which lets a path elsewhere on the host receive codes).
 * Ours: `tenantId`, the tenant that what the request issues is for, must be one granted to the client (008); every
 * caller names it, or null when nothing is issued (check-token, revoke) or the tenant is the token's (refresh).
 */
export async function validClient(
  db: Db,
  clientId: string,
  check: { tenantId: number | null; secret?: string; grantType?: string; scopes?: readonly string[]; redirectUri?: string },
): Promise<OAuth2Client> {
  const row = await db.selectFrom('system_oauth2_client').select(COLUMNS).where('clientId', '=', clientId).executeTakeFirst();
  if (!row) throw new ServiceError(OAuth2Errors.CLIENT_NOT_EXISTS);
  const client = await oneWithTenants(db, row);
  if (client.status !== 0) throw new ServiceError(OAuth2Errors.CLIENT_DISABLE);
  if (check.secret !== undefined && !sameSecret(check.secret, client.secret)) throw new ServiceError(OAuth2Errors.CLIENT_CLIENT_SECRET_ERROR, clientId);
  if (check.tenantId !== null && !servesTenant(client, check.tenantId)) throw new ServiceError(OAuth2Errors.CLIENT_TENANT_NOT_GRANTED);
  if (check.grantType !== undefined && !client.authorizedGrantTypes.includes(check.grantType)) {
    throw new ServiceError(OAuth2Errors.CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS);
  }
  if (check.scopes?.some((scope) => !client.scopes.includes(scope))) throw new ServiceError(OAuth2Errors.CLIENT_SCOPE_OVER);
  if (check.redirectUri !== undefined && !client.redirectUris.includes(check.redirectUri)) {
    throw new ServiceError(OAuth2Errors.CLIENT_REDIRECT_URI_NOT_MATCH, check.redirectUri);
  }
  return client;
}

/** Whether the client may be used in the tenant (tokens issued there, codes and approvals made there). */
export const servesTenant = (client: Pick<OAuth2Client, 'tenants'>, tenantId: number): boolean => client.tenants.some((tenant) => tenant.id === tenantId);
