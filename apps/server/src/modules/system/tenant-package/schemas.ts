import { Type } from 'typebox';
import { PageParams } from '@console/contracts/envelope';
import { Body, DateRange, Status } from '../../../platform/schemas';

/** PostgreSQL text cannot hold U+0000: refused here as a 400 naming the field, not a 500. */
const NO_NUL = '^[^\\u0000]*$';
export const Text = (options: NonNullable<Parameters<typeof Type.String>[0]>) => Type.String({ pattern: NO_NUL, ...options });

/** `?id=` and body ids: bounded so that Infinity or ids beyond bigint are a 400, not a database error. */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '编号' });
export const IdQuery = Type.Object({ id: Id });

/** Paging as the contract, with pageNo bounded so that the offset stays an exact integer. */
export const Paging = {
  ...PageParams.properties,
  pageNo: Type.Integer({ minimum: 1, maximum: Math.floor(Number.MAX_SAFE_INTEGER / 100), default: 1, description: '页码，从 1 开始' }),
};

export const TenantPackageRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  remark: Type.String(),
  menuIds: Type.Array(Type.Integer()),
  createTime: Type.Integer(),
});

export const TenantPackageFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 30 })),
  status: Type.Optional(Status),
  remark: Type.Optional(Text({ maxLength: 256 })),
  createTime: Type.Optional(DateRange),
});
export const TenantPackagePageQuery = Type.Object({ ...Paging, ...TenantPackageFilter.properties });

const packageFields = {
  name: Text({ minLength: 1, maxLength: 30, description: '套餐名' }),
  status: Status,
  remark: Type.Optional(Type.Union([Text({ maxLength: 256 }), Type.Null()])),
  menuIds: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), { maxItems: 5000, description: '关联的菜单编号' }),
};
export const TenantPackageCreate = Body(packageFields);
export const TenantPackageUpdate = Body({ id: Id, ...packageFields });

export const TenantPackageSimple = Type.Object({ id: Type.Integer(), name: Type.String() });
