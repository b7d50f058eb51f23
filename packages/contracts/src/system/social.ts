import { Type } from 'typebox';
import { Body, DateRange, Id, Int4Id, Nullable, Paging, Status, Text } from '../schema';

const SocialTypeField = Type.Integer({ minimum: 1, maximum: 99, description: '社交平台的类型，见 system_social_type 字典' });

/** A social client as shown: its secret masked. */
export const SocialClientRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  socialType: Type.Integer(),
  userType: Type.Integer(),
  clientId: Type.String(),
  clientSecret: Type.String(),
  agentId: Nullable(Type.String()),
  status: Type.Integer(),
  createTime: Type.Integer(),
});

export const SocialClientFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 255 })),
  socialType: Type.Optional(SocialTypeField),
  clientId: Type.Optional(Text({ maxLength: 255 })),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
});
export const SocialClientPageQuery = Type.Object({ ...Paging, ...SocialClientFilter.properties });

const clientFields = {
  name: Text({ minLength: 1, maxLength: 255, description: '应用名' }),
  socialType: SocialTypeField,
  clientId: Text({ minLength: 1, maxLength: 255, description: '客户端编号（AppKey / AppID / Client ID）' }),
  clientSecret: Text({ minLength: 1, maxLength: 255, description: '客户端密钥；回传掩码则保持不变' }),
  agentId: Type.Optional(Nullable(Text({ maxLength: 255, description: '授权方的网页应用编号（企业微信的 AgentId）' }))),
  status: Status,
};
export const SocialClientCreate = Body(clientFields);
export const SocialClientUpdate = Body({ id: Int4Id(), ...clientFields });

/** The sign-in page's buttons: the enabled clients' types. */
export const SocialTypeList = Type.Array(Type.Integer());

export const SocialRedirectQuery = Type.Object({
  type: SocialTypeField,
  redirectUri: Text({ minLength: 1, maxLength: 1000, description: '授权后回到的地址（本站的 /social-login 或个人中心）' }),
});

/** social-login, and the personal centre's bind: what the provider sent back to the redirect URI. */
export const SocialCodeBody = Body({
  type: SocialTypeField,
  code: Text({ minLength: 1, maxLength: 256, description: '授权码' }),
  state: Text({ minLength: 1, maxLength: 64, description: 'state' }),
});

export const SocialUnbindBody = Body({ type: SocialTypeField, openid: Text({ minLength: 1, maxLength: 128 }) });

/** The personal centre's bindings. */
export const SocialBinding = Type.Object({ type: Type.Integer(), openid: Type.String(), nickname: Type.String(), avatar: Nullable(Type.String()) });

/**
 * A social account as 社交用户 (the Vue 3 UI's screen) lists it. The provider's token comes masked, and the raw
 * token answer and the one-time code and state are never sent: they are credentials, not facts to read.
 */
export const SocialUserRow = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  openid: Type.String(),
  token: Nullable(Type.String()),
  rawTokenInfo: Type.Null(),
  nickname: Type.String(),
  avatar: Nullable(Type.String()),
  rawUserInfo: Nullable(Type.String()),
  code: Type.Null(),
  state: Type.Null(),
  createTime: Type.Integer(),
  updateTime: Type.Integer(),
});
export const SocialUserFilter = Type.Object({
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  nickname: Type.Optional(Text({ maxLength: 64 })),
  openid: Type.Optional(Text({ maxLength: 128 })),
  createTime: Type.Optional(DateRange),
});
export const SocialUserPageQuery = Type.Object({ ...Paging, ...SocialUserFilter.properties });
export const SocialUserIdQuery = Type.Object({ id: Id() });
