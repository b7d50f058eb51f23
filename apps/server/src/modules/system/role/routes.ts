import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RoleErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import {
  AssignRoleDataScope,
  AssignRoleMenu,
  RoleCreate,
  RoleFilter,
  RolePageQuery,
  RoleResourcesQuery,
  RoleRow,
  RoleSimple,
  RoleStatusUpdate,
  RoleUpdate,
} from '@console/contracts/system/role';
import * as roles from './service';

const EXPORT = { operateLog: { type: 5 } } as const;
/** Grants change an existing role: logged as updates, with the before and after. */
const UPDATE_LOG = { operateLog: { type: 3 } } as const;

/** Roles: /system/role/*, /system/permission/list-role-resources|assign-role-menu|assign-role-data-scope (reference §5.2). */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['角色管理'];

  app.get(
    '/system/role/page',
    {
      config: { permission: 'system:role:query' },
      schema: { tags, summary: '获得角色分页', querystring: RolePageQuery, response: { 200: Envelope(PageResult(RoleRow)) } },
    },
    async (request) => success(await roles.pageRoles(request.db, request.query)),
  );

  app.get(
    '/system/role/get',
    {
      config: { permission: 'system:role:query' },
      schema: { tags, summary: '获得角色信息', querystring: IdQuery, response: { 200: Envelope(RoleRow) } },
    },
    async (request) => {
      const row = await roles.getRole(request.db, request.query.id);
      if (!row) throw new ServiceError(RoleErrors.ROLE_NOT_EXISTS);
      return success(row);
    },
  );

  app.post(
    '/system/role/create',
    {
      config: { permission: 'system:role:create' },
      schema: { tags, summary: '创建角色', body: RoleCreate, response: { 200: OkId } },
    },
    async (request) => success(await roles.createRole(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/role/update',
    {
      config: { permission: 'system:role:update' },
      schema: { tags, summary: '修改角色', body: RoleUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await roles.updateRole(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.put(
    '/system/role/update-status',
    {
      config: { permission: 'system:role:update' },
      schema: { tags, summary: '修改角色状态', body: RoleStatusUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await roles.updateRoleStatus(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/role/delete',
    {
      config: { permission: 'system:role:delete' },
      schema: { tags, summary: '删除角色', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, { before: await roles.deleteRole(request.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/role/delete-list',
    permission: 'system:role:delete',
    tags: tags,
    summary: '批量删除角色',
    db: (request) => request.db,
    deleteOne: (db, id) => roles.deleteRole(db, id),
  });

  app.get(
    '/system/role/list-all-simple',
    {
      config: { alsoAt: ['/system/role/simple-list'], login: true },
      schema: { tags, summary: '获取角色精简信息列表', response: { 200: Envelope(Type.Array(RoleSimple)) } },
    },
    async (request) => success(await roles.listSimpleRoles(request.db)),
  );

  app.get(
    '/system/role/export',
    {
      config: { alsoAt: ['/system/role/export-excel'], permission: 'system:role:export', ...EXPORT },
      schema: { tags, summary: '导出角色', querystring: RoleFilter },
    },
    async (request, reply) => {
      const base = roles.roleQuery(request.db, request.query);
      const [dataScope, status] = await Promise.all([dictLabels(request.db, 'system_data_scope'), dictLabels(request.db, 'common_status')]);
      return sendExcel(
        reply,
        '角色数据.xlsx',
        '角色列表',
        [
          { header: '角色序号', value: (r) => r.id, width: 10 },
          { header: '角色名称', value: (r) => r.name, width: 20 },
          { header: '角色标志', value: (r) => r.code, width: 24 },
          { header: '角色排序', value: (r) => r.sort, width: 10 },
          { header: '数据范围', value: (r) => dataScope(r.dataScope), width: 20 },
          { header: '角色状态', value: (r) => status(r.status), width: 10 },
        ],
        batchesById((afterId, limit) =>
          base.select(['id', 'name', 'code', 'sort', 'dataScope', 'status']).where('id', '>', afterId).orderBy('id').limit(limit).execute(),
        ),
        { db: request.db, query: base },
      );
    },
  );

  // ---- grants (PermissionController) ----
  const permissionTags = ['角色管理'];

  app.get(
    '/system/permission/list-role-resources',
    {
      config: { alsoAt: ['/system/permission/list-role-menus'], permission: 'system:permission:assign-role-menu' },
      schema: {
        tags: permissionTags,
        summary: '获得角色拥有的菜单编号',
        querystring: RoleResourcesQuery,
        response: { 200: Envelope(Type.Array(Type.Integer())) },
      },
    },
    async (request) => success(await roles.listRoleMenuIds(request.db, request.tenantId, request.query.roleId)),
  );

  app.post(
    '/system/permission/assign-role-menu',
    {
      config: { permission: 'system:permission:assign-role-menu', ...UPDATE_LOG },
      schema: { tags: permissionTags, summary: '赋予角色菜单', body: AssignRoleMenu, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await roles.assignRoleMenu(request.db, request.tenantId, requireUser(request), request.body));
      return success(true);
    },
  );

  app.post(
    '/system/permission/assign-role-data-scope',
    {
      config: { permission: 'system:permission:assign-role-data-scope', ...UPDATE_LOG },
      schema: { tags: permissionTags, summary: '赋予角色数据权限', body: AssignRoleDataScope, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await roles.assignRoleDataScope(request.db, requireUser(request), request.body));
      return success(true);
    },
  );
  done();
};

export default routes;
