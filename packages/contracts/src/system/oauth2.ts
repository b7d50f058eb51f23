import { Type } from 'typebox';
import { Body, DateRange, Id, Nullable, Paging, Status, Text } from '../schema';

import { OAUTH2_GRANT_TYPES } from '../oauth2';

export { CONSOLE_CLIENT_ID, OAUTH2_GRANT_TYPES } from '../oauth2';

const StringList = (description: string, maxItems = 50) => Type.Array(Text({ minLength: 1, maxLength: 255 }), { maxItems, description });

/** A client as shown: its secret masked. */
export const OAuth2ClientRow = Type.Object({
  id: Type.Integer(),
  clientId: Type.String(),
  secret: Type.String(),
  name: Type.String(),
  logo: Type.String(),
  description: Nullable(Type.String()),
  status: Type.Integer(),
  accessTokenValiditySeconds: Type.Integer(),
  refreshTokenValiditySeconds: Type.Integer(),
  redirectUris: Type.Array(Type.String()),
  authorizedGrantTypes: Type.Array(Type.String()),
  scopes: Type.Array(Type.String()),
  autoApproveScopes: Type.Array(Type.String()),
  authorities: Type.Array(Type.String()),
  resourceIds: Type.Array(Type.String()),
  additionalInformation: Nullable(Type.String()),
  /** Ours: the tenants the client may be used in (tokens are issued only there). */
  tenants: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  createTime: Type.Integer(),
});

export const OAuth2ClientFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 255 })),
  status: Type.Optional(Status),
});
export const OAuth2ClientPageQuery = Type.Object({ ...Paging, ...OAuth2ClientFilter.properties });

const clientFields = {
  clientId: Text({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9._-]+$', description: '客户端编号（字母、数字、点、下划线、连字符）' }),
  secret: Text({ minLength: 1, maxLength: 255, description: '客户端密钥；回传掩码则保持不变' }),
  name: Text({ minLength: 1, maxLength: 255, description: '应用名' }),
  logo: Text({ minLength: 1, maxLength: 1024, description: '应用图标地址' }),
  description: Type.Optional(Nullable(Text({ maxLength: 255, description: '应用描述' }))),
  status: Status,
  accessTokenValiditySeconds: Type.Integer({ minimum: 60, maximum: 31_536_000, description: '访问令牌的有效期（秒）' }),
  refreshTokenValiditySeconds: Type.Integer({ minimum: 60, maximum: 31_536_000, description: '刷新令牌的有效期（秒）' }),
  redirectUris: Type.Array(Text({ minLength: 1, maxLength: 1000 }), { minItems: 1, maxItems: 20, description: '可重定向的 URI 地址（完全一致才放行）' }),
  authorizedGrantTypes: Type.Array(Type.String({ pattern: `^(${OAUTH2_GRANT_TYPES.join('|')})$` }), { minItems: 1, maxItems: 5, description: '授权类型，见 system_oauth2_grant_type 字典' }),
  scopes: Type.Optional(StringList('授权范围')),
  autoApproveScopes: Type.Optional(StringList('自动通过的授权范围')),
  authorities: Type.Optional(StringList('权限')),
  resourceIds: Type.Optional(StringList('资源')),
  additionalInformation: Type.Optional(Nullable(Text({ maxLength: 4096, description: '附加信息，JSON 格式' }))),
  tenantIds: Type.Optional(
    Type.Array(Id('租户编号'), { minItems: 1, maxItems: 1000, description: '可使用该客户端的租户（只在这些租户签发令牌）；不传时，创建为当前租户，修改则保持不变' }),
  ),
};
export const OAuth2ClientCreate = Body(clientFields);
export const OAuth2ClientUpdate = Body({ id: Id(), ...clientFields });

/** Issued tokens (per tenant). The token itself is stored only as a hash; rows show the hash in its place. */
export const OAuth2TokenRow = Type.Object({
  id: Type.Integer(),
  accessToken: Type.String({ description: '访问令牌的摘要（SHA-256，令牌本身不保存）；强退时作为 accessToken 传回' }),
  refreshToken: Type.String({ description: '同上' }),
  userId: Type.Integer(),
  userType: Type.Integer(),
  username: Type.String(),
  clientId: Type.String(),
  scopes: Type.Array(Type.String()),
  createTime: Type.Integer(),
  expiresTime: Type.Integer(),
});
export const OAuth2TokenFilter = Type.Object({
  userId: Type.Optional(Id('用户编号')),
  userType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  clientId: Type.Optional(Text({ maxLength: 255 })),
  createTime: Type.Optional(DateRange),
});
export const OAuth2TokenPageQuery = Type.Object({ ...Paging, ...OAuth2TokenFilter.properties });
/** Revoke by id (this console's screen) or by `accessToken` (the reference's): the listed hash, or the token itself. */
export const OAuth2TokenDeleteQuery = Type.Object({
  id: Type.Optional(Id('令牌编号')),
  accessToken: Type.Optional(Text({ minLength: 1, maxLength: 255, description: '列表中的访问令牌（摘要），或令牌本身' })),
});

/** GET /system/oauth2/authorize: what the consent page shows. */
export const AuthorizeInfoQuery = Type.Object({ clientId: Text({ minLength: 1, maxLength: 255 }) });
export const AuthorizeInfo = Type.Object({
  client: Type.Object({ name: Type.String(), logo: Type.String() }),
  scopes: Type.Array(Type.Object({ key: Type.String(), value: Type.Boolean() })),
});

/**
 * POST /system/oauth2/authorize: parameters in the query string or the form body (reference §2.7), so every one
 * is optional here and the handler names what is missing.
 */
export const AuthorizeParams = Type.Object({
  response_type: Type.Optional(Text({ maxLength: 20 })),
  client_id: Type.Optional(Text({ maxLength: 255 })),
  redirect_uri: Type.Optional(Text({ maxLength: 1000 })),
  scope: Type.Optional(Text({ maxLength: 2000, description: 'JSON：{"user.read":true,"user.write":false}' })),
  state: Type.Optional(Text({ maxLength: 255 })),
  auto_approve: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')])),
  code_challenge: Type.Optional(Text({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' })),
  code_challenge_method: Type.Optional(Type.Literal('S256')),
});

/** POST /system/oauth2/token (form or query; the client by HTTP Basic or client_id/client_secret). */
export const TokenParams = Type.Object({
  grant_type: Type.Optional(Text({ maxLength: 40 })),
  client_id: Type.Optional(Text({ maxLength: 255 })),
  client_secret: Type.Optional(Text({ maxLength: 255 })),
  code: Type.Optional(Text({ maxLength: 64 })),
  redirect_uri: Type.Optional(Text({ maxLength: 1000 })),
  state: Type.Optional(Text({ maxLength: 255 })),
  code_verifier: Type.Optional(Text({ maxLength: 128 })),
  username: Type.Optional(Text({ maxLength: 64 })),
  password: Type.Optional(Text({ maxLength: 128 })),
  scope: Type.Optional(Text({ maxLength: 1000 })),
  refresh_token: Type.Optional(Text({ maxLength: 64 })),
});
export const TokenAnswer = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.Optional(Type.String()),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer(),
  scope: Type.String(),
});

export const TokenQuery = Type.Object({
  token: Type.Optional(Text({ maxLength: 255 })),
  client_id: Type.Optional(Text({ maxLength: 255 })),
  client_secret: Type.Optional(Text({ maxLength: 255 })),
});
export const CheckTokenAnswer = Type.Object({
  user_id: Type.Integer(),
  user_type: Type.Integer(),
  tenant_id: Type.Integer(),
  client_id: Type.String(),
  scopes: Type.Array(Type.String()),
  access_token: Type.String(),
  exp: Type.Integer({ description: '过期时间（秒级时间戳）' }),
});
