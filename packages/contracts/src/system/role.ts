import { Type } from 'typebox';
import { Body, DateRange, Id, Nullable, Paging, Sort, Status } from '../schema';

export const RoleResourcesQuery = Type.Object({ roleId: Id() });

export const RoleRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  sort: Type.Integer(),
  remark: Nullable(Type.String()),
  dataScope: Type.Integer(),
  dataScopeDeptIds: Type.Array(Type.Integer()),
  status: Type.Integer(),
  type: Type.Integer(),
  createTime: Type.Integer(),
});

export const RoleFilter = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 30 })),
  code: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
});
export const RolePageQuery = Type.Object({ ...Paging, ...RoleFilter.properties });

const roleFields = {
  name: Type.String({ minLength: 1, maxLength: 30, description: '角色名称' }),
  code: Type.String({ minLength: 1, maxLength: 100, description: '角色标识（super_admin 保留）' }),
  sort: Sort,
  remark: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
};
/** Type, status and data scope are the server's on create (2 custom, 0 enabled, 1 all). */
export const RoleCreate = Body(roleFields);
export const RoleUpdate = Body({ id: Id(), ...roleFields });
export const RoleStatusUpdate = Body({ id: Id(), status: Status });

export const RoleSimple = Type.Object({ id: Type.Integer(), name: Type.String() });

export const AssignRoleMenu = Body({
  roleId: Id(),
  menuIds: Type.Optional(Type.Array(Id(), { maxItems: 10000, default: [], description: '菜单编号（全选与半选）' })),
});

export const AssignRoleDataScope = Body({
  roleId: Id(),
  dataScope: Type.Integer({ minimum: 1, maximum: 5, description: '数据范围：1 全部，2 指定部门，3 本部门，4 本部门及以下，5 仅本人' }),
  dataScopeDeptIds: Type.Optional(Type.Array(Id(), { maxItems: 10000, default: [], description: '指定部门（仅数据范围为 2 时保存）' })),
});
