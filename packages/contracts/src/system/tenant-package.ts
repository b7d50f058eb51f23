import { Type } from 'typebox';
import { Body, DateRange, Id, Paging, Status, Text } from '../schema';

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
  menuIds: Type.Array(Id(), { maxItems: 5000, description: '关联的菜单编号' }),
};
export const TenantPackageCreate = Body(packageFields);
export const TenantPackageUpdate = Body({ id: Id(), ...packageFields });

export const TenantPackageSimple = Type.Object({ id: Type.Integer(), name: Type.String() });
