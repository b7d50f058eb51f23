import { Type } from 'typebox';
import { Body, Id, Nullable, Status } from '../schema';

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
  parentId: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: '父部门编号，0 或空为根' }))),
  sort: Type.Integer({ minimum: -2147483648, maximum: 2147483647, description: '显示顺序' }),
  leaderUserId: Type.Optional(Nullable(Id())),
  /** Checked against MOBILE_PATTERN in the service, so the message says what is wrong in words. */
  phone: Type.Optional(Nullable(Type.String({ maxLength: 11, description: '联系电话（手机号）' }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 50, description: '邮箱' }))),
  status: Type.Optional(Status),
};
export const DeptCreate = Body(deptFields);
export const DeptUpdate = Body({ id: Id(), ...deptFields });

export const DeptSimple = Type.Object({ id: Type.Integer(), name: Type.String(), parentId: Type.Integer() });
