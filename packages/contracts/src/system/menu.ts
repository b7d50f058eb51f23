import { Type } from 'typebox';
import { Body, Id, IdOrZero, Nullable, Sort, Status } from '../schema';

export const MenuRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  permission: Type.String(),
  type: Type.Integer(),
  sort: Type.Integer(),
  parentId: Type.Integer(),
  path: Type.String(),
  icon: Type.String(),
  component: Nullable(Type.String()),
  status: Type.Integer(),
  visible: Type.Boolean(),
  keepAlive: Type.Boolean(),
  componentName: Type.String(),
  alwaysShow: Type.Boolean(),
  createTime: Type.Integer(),
});

export const MenuFilter = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Status),
});

const menuFields = {
  name: Type.String({ minLength: 1, maxLength: 50, description: '菜单名称' }),
  permission: Type.Optional(Nullable(Type.String({ maxLength: 100, description: '权限标识，如 system:user:query' }))),
  type: Type.Integer({ minimum: 1, maximum: 3, description: '菜单类型：1 目录，2 菜单，3 按钮（system_menu_type）' }),
  sort: Sort,
  parentId: IdOrZero('父菜单编号，0 为根'),
  path: Type.Optional(Nullable(Type.String({ maxLength: 200, description: '路由地址：根目录以 / 开头，其下不以 / 开头；http(s) 外链除外' }))),
  icon: Type.Optional(Nullable(Type.String({ maxLength: 100, description: '菜单图标' }))),
  component: Type.Optional(Nullable(Type.String({ maxLength: 255, description: '组件路径（菜单）' }))),
  status: Type.Optional(Status),
  visible: Type.Optional(Type.Boolean({ description: '是否可见' })),
  keepAlive: Type.Optional(Type.Boolean({ description: '是否缓存' })),
  componentName: Type.Optional(Nullable(Type.String({ maxLength: 255, description: '组件名（Vue 3 界面的路由名）' }))),
  alwaysShow: Type.Optional(Type.Boolean({ description: '是否总是显示（Vue 3 界面）' })),
};
export const MenuCreate = Body(menuFields);
export const MenuUpdate = Body({ id: Id(), ...menuFields });

export const MenuSimple = Type.Object({ id: Type.Integer(), name: Type.String(), parentId: Type.Integer(), type: Type.Integer() });
