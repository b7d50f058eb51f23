import { Type } from 'typebox';
import { MOBILE_LENGTH, MOBILE_PATTERN } from '../validation';
import { Body, DateRange, Id, IdListParam, Nullable, Paging, Status, Text } from '../schema';

// ---- field rules (reference §5.1 server validation) ----

export const USERNAME_PATTERN = '^[a-zA-Z0-9]{4,30}$';
export const EMAIL_PATTERN = "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";
/** Strength rule of the personal centre: 6–20 characters with at least one letter and one digit. */
export const STRONG_PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d).{6,20}$';

const Username = Type.String({ pattern: USERNAME_PATTERN, minLength: 4, maxLength: 30, description: '用户账号：4–30 位字母或数字' });
const Password = Type.String({ minLength: 4, maxLength: 16, description: '密码：4–16 位' });
const Nickname = Type.String({ minLength: 1, maxLength: 30, description: '用户昵称' });
/** Empty means "none" (the reference form sends '' for a cleared field). */
const Email = Nullable(Type.String({ maxLength: 50, pattern: `^$|${EMAIL_PATTERN}`, description: '邮箱：格式正确，最长 50 位' }));
const Mobile = Nullable(Type.String({ maxLength: MOBILE_LENGTH, pattern: `^$|${MOBILE_PATTERN}`, description: '手机号码：11 位中国大陆手机号' }));
/** system_user_sex: 1 male, 2 female; 0 or 3 unknown. */
export const Sex = Type.Integer({ minimum: 0, maximum: 3, description: '用户性别，见 system_user_sex 字典' });

export const DeptRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const UserRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  remark: Nullable(Type.String()),
  deptId: Nullable(Type.Integer()),
  postIds: Type.Array(Type.Integer()),
  email: Type.String(),
  mobile: Type.String(),
  sex: Type.Integer(),
  avatar: Type.String(),
  status: Type.Integer(),
  loginIp: Type.String(),
  loginDate: Nullable(Type.Integer()),
  createTime: Type.Integer(),
  dept: Nullable(DeptRef),
  /** The dept's name, as the Vue 3 admin UI reads it (beside `dept`, which the 2022 UI reads). */
  deptName: Nullable(Type.String()),
});

export const UserFilter = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 30 })),
  mobile: Type.Optional(Type.String({ maxLength: 11 })),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
  deptId: Type.Optional(Id('部门编号（含子部门）')),
});
export const UserPageQuery = Type.Object({ ...Paging, ...UserFilter.properties });

const userFields = {
  nickname: Nickname,
  remark: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  deptId: Type.Optional(Nullable(Id('部门编号'))),
  postIds: Type.Optional(Nullable(Type.Array(Id('岗位编号'), { maxItems: 50 }))),
  email: Type.Optional(Email),
  mobile: Type.Optional(Mobile),
  sex: Type.Optional(Nullable(Sex)),
  avatar: Type.Optional(Nullable(Type.String({ maxLength: 512 }))),
};
export const UserCreate = Body({ username: Username, password: Password, ...userFields });
export const UserUpdate = Body({ id: Id(), ...userFields });
export const UserUpdatePassword = Body({ id: Id(), password: Password });
export const UserUpdateStatus = Body({ id: Id(), status: Status });

export const UserSimple = Type.Object({ id: Type.Integer(), nickname: Type.String() });
/** A user's card (the Vue 3 UI's avatar pop-up and nickname search): no contact details. */
export const UserCard = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  deptId: Nullable(Type.Integer()),
  deptName: Nullable(Type.String()),
});
export const UserIdsQuery = Type.Object({ ids: IdListParam });
export const NicknameQuery = Type.Object({ nickname: Text({ minLength: 1, maxLength: 30 }) });

export const ImportQuery = Type.Object({
  updateSupport: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')], { description: '是否支持更新：true/false（或 1/0）' })),
});
export const ImportResult = Type.Object({
  createUsernames: Type.Array(Type.String()),
  updateUsernames: Type.Array(Type.String()),
  /** At most 100 failed rows, keyed by their username (cut to 64 characters) or row number. */
  failureUsernames: Type.Record(Type.String(), Type.String()),
  /** Every failed row, listed or not (an addition: the reference lists them all). */
  failureCount: Type.Integer({ minimum: 0 }),
});

// ---- user roles ----

export const UserRolesQuery = Type.Object({ userId: Id('用户编号') });
export const AssignUserRole = Body({
  userId: Id('用户编号'),
  roleIds: Type.Array(Id('角色编号'), { maxItems: 100, description: '角色编号列表' }),
});

// ---- personal centre ----

export const ProfileRow = Type.Object({
  ...UserRow.properties,
  roles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  posts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** The social accounts bound to the user (nickname and avatar as the provider last said). */
  socialUsers: Type.Array(Type.Object({ type: Type.Integer(), openid: Type.String(), nickname: Type.String(), avatar: Nullable(Type.String()) })),
});
export const ProfileUpdate = Body({
  nickname: Type.Optional(Nickname),
  email: Type.Optional(Email),
  mobile: Type.Optional(Mobile),
  sex: Type.Optional(Nullable(Sex)),
});
export const ProfileUpdatePassword = Body({
  oldPassword: Type.String({ minLength: 1, maxLength: 100, description: '旧密码' }),
  newPassword: Type.String({ pattern: STRONG_PASSWORD_PATTERN, minLength: 6, maxLength: 20, description: '新密码：6–20 位，须包含字母和数字' }),
});
