import { Type } from 'typebox';
import { Body, Id, IdOrZero, Nullable, Sort, Status } from '../schema';

export const DeptRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parentId: Type.Integer(),
  sort: Type.Integer(),
  leaderUserId: Nullable(Type.Integer()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  status: Type.Integer(),
  createTime: Type.Integer(),
});

export const DeptFilter = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 30 })),
  status: Type.Optional(Status),
});

const deptFields = {
  name: Type.String({ minLength: 1, maxLength: 30, description: '部门名称' }),
  parentId: Type.Optional(Nullable(IdOrZero('父部门编号，0 或空为根'))),
  sort: Sort,
  leaderUserId: Type.Optional(Nullable(Id())),
  /** Checked against MOBILE_PATTERN in the service, so the message says what is wrong in words. */
  phone: Type.Optional(Nullable(Type.String({ maxLength: 11, description: '联系电话（手机号）' }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 50, description: '邮箱' }))),
  status: Type.Optional(Status),
};
export const DeptCreate = Body(deptFields);
export const DeptUpdate = Body({ id: Id(), ...deptFields });

export const DeptSimple = Type.Object({ id: Type.Integer(), name: Type.String(), parentId: Type.Integer() });
