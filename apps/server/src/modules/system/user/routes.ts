import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UserErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { parseIdList } from '../../../platform/id-list';
import { ServiceError } from '../../../platform/errors';
import { attachmentHeader, formatDateTime, sendExcel } from '../../../platform/excel';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { readUpload, registerMultipart } from '../../../platform/upload';
import { importTemplate, importUsers, MAX_IMPORT_BYTES } from './import';
import {
  AssignUserRole,
  ImportQuery,
  ImportResult,
  NicknameQuery,
  UserCard,
  UserCreate,
  UserFilter,
  UserIdsQuery,
  UserPageQuery,
  UserRolesQuery,
  UserRow,
  UserSimple,
  UserUpdate,
  UserUpdatePassword,
  UserUpdateStatus,
} from '@console/contracts/system/user';
import * as users from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Users: /system/user/*, /system/permission/list-user-roles|assign-user-role. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const tags = ['用户管理'];

  app.get(
    '/system/user/page',
    {
      config: { permission: 'system:user:list' },
      schema: { tags, summary: '获得用户分页列表', querystring: UserPageQuery, response: { 200: Envelope(PageResult(UserRow)) } },
    },
    async (request) => success(await users.pageUsers(request.db, users.actorOf(request), request.query)),
  );

  app.get(
    '/system/user/get',
    {
      config: { permission: 'system:user:query' },
      schema: { tags, summary: '获得用户详情', querystring: IdQuery, response: { 200: Envelope(UserRow) } },
    },
    async (request) => {
      const row = await users.getUser(request.db, users.actorOf(request), request.query.id);
      if (!row) throw new ServiceError(UserErrors.USER_NOT_EXISTS);
      return success(row);
    },
  );

  app.post(
    '/system/user/create',
    {
      config: { permission: 'system:user:create' },
      schema: { tags, summary: '新增用户', body: UserCreate, response: { 200: OkId } },
    },
    async (request) => success(await users.createUser(request.db, users.actorOf(request), request.body)),
  );

  app.put(
    '/system/user/update',
    {
      config: { permission: 'system:user:update' },
      schema: { tags, summary: '修改用户', body: UserUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await users.updateUser(request.db, users.actorOf(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/user/delete',
    {
      config: { permission: 'system:user:delete' },
      schema: { tags, summary: '删除用户', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await users.deleteUser(request.db, users.actorOf(request), request.query.id));
      // Their sessions were deleted in the transaction; no process-local cache may still let them in.
      app.tokenCache.clear();
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/user/delete-list',
    permission: 'system:user:delete',
    tags: tags,
    summary: '批量删除用户',
    db: (request) => request.db,
    deleteOne: (db, id, { request }) => users.deleteUser(db, users.actorOf(request), id),
    after: () => app.tokenCache.clear(),
  });

  app.put(
    '/system/user/update-password',
    {
      config: { permission: 'system:user:update-password' },
      schema: { tags, summary: '重置用户密码', body: UserUpdatePassword, response: { 200: OkTrue } },
    },
    async (request) => {
      if (await users.updateUserPassword(request.db, users.actorOf(request), request.body.id, request.body.password)) app.tokenCache.clear();
      return success(true);
    },
  );

  app.put(
    '/system/user/update-status',
    {
      config: { permission: 'system:user:update' },
      schema: { tags, summary: '修改用户状态', body: UserUpdateStatus, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await users.updateUserStatus(request.db, users.actorOf(request), request.body.id, request.body.status));
      if (request.body.status !== 0) app.tokenCache.clear();
      return success(true);
    },
  );

  // ---- the Vue 3 admin UI's user look-ups ----
  app.get(
    '/system/user/list',
    {
      config: { permission: 'system:user:query' },
      schema: { tags, summary: '获得用户列表（按编号）', querystring: UserIdsQuery, response: { 200: Envelope(Type.Array(UserRow)) } },
    },
    async (request) => success(await users.listUsersByIds(request.db, users.actorOf(request), parseIdList(request.query.ids, 'ids'))),
  );

  app.get(
    '/system/user/get-simple',
    {
      config: { login: true },
      schema: { tags, summary: '获得用户精简信息（名片）', querystring: IdQuery, response: { 200: Envelope(UserCard) } },
    },
    async (request) => {
      const card = await users.getUserCard(request.db, request.query.id);
      if (!card) throw new ServiceError(UserErrors.USER_NOT_EXISTS);
      return success(card);
    },
  );

  app.get(
    '/system/user/list-by-nickname',
    {
      config: { login: true },
      schema: { tags, summary: '按昵称搜索用户', querystring: NicknameQuery, response: { 200: Envelope(Type.Array(UserCard)) } },
    },
    async (request) => success(await users.listUserCardsByNickname(request.db, request.query.nickname)),
  );

  app.get(
    '/system/user/list-all-simple',
    {
      config: { alsoAt: ['/system/user/simple-list'], login: true },
      schema: { tags, summary: '获取用户精简信息列表', response: { 200: Envelope(Type.Array(UserSimple)) } },
    },
    async (request) => success(await users.listSimpleUsers(request.db)),
  );

  app.get(
    '/system/user/export',
    {
      config: { alsoAt: ['/system/user/export-excel'], permission: 'system:user:export', operateLog: { type: 5 } },
      schema: { tags, summary: '导出用户', querystring: UserFilter },
    },
    async (request, reply) => {
      const { rows, source } = await users.exportBatches(request.db, users.actorOf(request), request.query);
      const [sex, status] = await Promise.all([
        // The dictionary has no row for 0 and 3 (not given): shown as the screens' 未知.
        dictLabels(request.db, 'system_user_sex', { 0: '未知', 3: '未知' }),
        dictLabels(request.db, 'common_status'),
      ]);
      return sendExcel(
        reply,
        '用户数据.xlsx',
        '用户列表',
        [
          { header: '用户编号', value: (r) => r.id, width: 10 },
          { header: '用户名称', value: (r) => r.username, width: 16 },
          { header: '用户昵称', value: (r) => r.nickname, width: 16 },
          { header: '部门名称', value: (r) => r.deptName, width: 16 },
          { header: '用户邮箱', value: (r) => r.email, width: 24 },
          { header: '手机号码', value: (r) => r.mobile, width: 14 },
          { header: '用户性别', value: (r) => sex(r.sex), width: 8 },
          { header: '账号状态', value: (r) => status(r.status), width: 8 },
          { header: '最后登录IP', value: (r) => r.loginIp, width: 16 },
          { header: '最后登录时间', value: (r) => formatDateTime(r.loginDate), width: 20 },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        rows,
        source,
      );
    },
  );

  app.get(
    '/system/user/get-import-template',
    {
      config: { permission: 'system:user:import' },
      schema: { tags, summary: '获得导入用户模板' },
    },
    async (_request, reply) =>
      reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', attachmentHeader('用户导入模板.xlsx'))
        .header('Access-Control-Expose-Headers', 'Content-Disposition')
        .send(await importTemplate()),
  );

  app.post(
    '/system/user/import',
    {
      config: { permission: 'system:user:import', operateLog: { type: 6 } },
      schema: { tags, summary: '导入用户', querystring: ImportQuery, response: { 200: Envelope(ImportResult) } },
    },
    async (request) => {
      const upload = await readUpload(request, 'file', MAX_IMPORT_BYTES);
      const flag = request.query.updateSupport ?? upload.fields.updateSupport ?? 'false';
      const updateSupport = flag === 'true' || flag === '1';
      const result = await importUsers(request.db, users.actorOf(request), upload.content, updateSupport, request.log);
      // An update may have disabled someone (and ended their sessions).
      if (result.updateUsernames.length) app.tokenCache.clear();
      return success(result);
    },
  );

  // ---- user roles (reference PermissionController) ----
  const permissionTags = ['管理后台 - 权限'];

  app.get(
    '/system/permission/list-user-roles',
    {
      config: { permission: 'system:permission:assign-user-role' },
      schema: { tags: permissionTags, summary: '获得管理员拥有的角色编号列表', querystring: UserRolesQuery, response: { 200: Envelope(Type.Array(Type.Integer())) } },
    },
    async (request) => success(await users.listUserRoleIds(request.db, users.actorOf(request), request.query.userId)),
  );

  app.post(
    '/system/permission/assign-user-role',
    {
      config: { permission: 'system:permission:assign-user-role' },
      schema: { tags: permissionTags, summary: '赋予用户角色', body: AssignUserRole, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await users.assignUserRoles(request.db, users.actorOf(request), request.body.userId, request.body.roleIds));
      return success(true);
    },
  );
};

export default routes;
