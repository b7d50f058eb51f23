import { Type } from 'typebox';
import { MOBILE_LENGTH, MOBILE_PATTERN } from '../validation';
import { Body, DateRange, EpochMs, Id, Int32, Nullable, Paging, Status, Text } from '../schema';

export const TenantRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactUserId: Nullable(Type.Integer()),
  contactName: Type.String(),
  contactMobile: Nullable(Type.String()),
  status: Type.Integer(),
  /** The first of `websites` (the 2022 UI's single field), '' without any. */
  domain: Type.String(),
  websites: Type.Array(Type.String()),
  packageId: Type.Integer(),
  expireTime: Type.Integer(),
  accountCount: Type.Integer(),
  createTime: Type.Integer(),
});

export const TenantFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 30 })),
  contactName: Type.Optional(Text({ maxLength: 30 })),
  contactMobile: Type.Optional(Text({ maxLength: 500 })),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
});
export const TenantPageQuery = Type.Object({ ...Paging, ...TenantFilter.properties });

const tenantFields = {
  name: Text({ minLength: 1, maxLength: 30, description: '租户名' }),
  packageId: Id(),
  contactName: Text({ minLength: 1, maxLength: 30, description: '联系人' }),
  /** Empty or a mobile number, by the rule the web form applies (the reference leaves it unchecked). */
  contactMobile: Type.Optional(Nullable(Type.String({ maxLength: MOBILE_LENGTH, pattern: `^$|${MOBILE_PATTERN}`, description: '联系手机' }))),
  status: Status,
  domain: Type.Optional(Nullable(Text({ maxLength: 256, description: '绑定域名（旧版界面：第一个域名）' }))),
  websites: Type.Optional(Nullable(Type.Array(Text({ maxLength: 256 }), { maxItems: 20, description: '绑定域名（Vue 3 界面）；给出时替换全部' }))),
  /** Epoch ms, as the reference UI's date picker (`value-format=timestamp`) sends it. */
  expireTime: EpochMs('过期时间（毫秒时间戳）'),
  accountCount: Int32({ minimum: 0, description: '账号额度' }),
};

export const TenantCreate = Body({
  ...tenantFields,
  username: Type.String({ minLength: 4, maxLength: 30, pattern: '^[a-zA-Z0-9]{4,30}$', description: '管理员账号：4-30 位字母或数字' }),
  password: Text({ minLength: 4, maxLength: 16, description: '管理员密码：4-16 位' }),
});
export const TenantUpdate = Body({ id: Id(), ...tenantFields });

/** What the tenant switcher lists, and the sign-in page's lookup by website. */
export const TenantSimple = Type.Object({ id: Type.Integer(), name: Type.String() });
export const WebsiteQuery = Type.Object({ website: Text({ minLength: 1, maxLength: 256, description: '域名，如 location.host' }) });
