import { Type } from 'typebox';
import { Body, DateRange, Id, Paging, Status, Text } from '../schema';

/** A user group (bpm_user_group): task rules of type 40 assign to its members. */
export const UserGroupRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  memberUserIds: Type.Array(Type.Integer()),
  status: Type.Integer(),
  createTime: Type.Integer(),
});

export const UserGroupFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 30 })),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
});
export const UserGroupPageQuery = Type.Object({ ...Paging, ...UserGroupFilter.properties });

const groupFields = {
  name: Text({ minLength: 1, maxLength: 30, description: '组名' }),
  description: Text({ minLength: 1, maxLength: 255, description: '描述' }),
  memberUserIds: Type.Array(Id('用户编号'), { minItems: 1, maxItems: 500, uniqueItems: true, description: '成员用户编号' }),
  status: Status,
};
export const UserGroupCreate = Body(groupFields);
export const UserGroupUpdate = Body({ id: Id(), ...groupFields });
export const UserGroupSimple = Type.Object({ id: Type.Integer(), name: Type.String() });
