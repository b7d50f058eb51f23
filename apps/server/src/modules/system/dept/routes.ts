import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DeptErrors } from '@console/contracts/error-codes';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { requireUser } from '../../../platform/identity';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { DeptCreate, DeptFilter, DeptRow, DeptSimple, DeptUpdate } from '@console/contracts/system/dept';
import * as depts from './service';

/** Departments: /system/dept/* (reference §5.4). Tenant-scoped through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['部门管理'];

  app.get(
    '/system/dept/list',
    {
      config: { permission: 'system:dept:query' },
      schema: { tags, summary: '获取部门列表', querystring: DeptFilter, response: { 200: Envelope(Type.Array(DeptRow)) } },
    },
    async (request) => success(await depts.listDepts(request.db, request.query)),
  );

  app.get(
    '/system/dept/list-all-simple',
    {
      config: { alsoAt: ['/system/dept/simple-list'], login: true },
      schema: { tags, summary: '获取部门精简信息列表', response: { 200: Envelope(Type.Array(DeptSimple)) } },
    },
    async (request) => success(await depts.listSimpleDepts(request.db)),
  );

  app.get(
    '/system/dept/get',
    {
      config: { permission: 'system:dept:query' },
      schema: { tags, summary: '获得部门信息', querystring: IdQuery, response: { 200: Envelope(DeptRow) } },
    },
    async (request) => {
      const row = await depts.getDept(request.db, request.query.id);
      if (!row) throw new ServiceError(DeptErrors.DEPT_NOT_FOUND);
      return success(row);
    },
  );

  app.post(
    '/system/dept/create',
    {
      config: { permission: 'system:dept:create' },
      schema: { tags, summary: '创建部门', body: DeptCreate, response: { 200: OkId } },
    },
    async (request) => success(await depts.createDept(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/dept/update',
    {
      config: { permission: 'system:dept:update' },
      schema: { tags, summary: '更新部门', body: DeptUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await depts.updateDept(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/dept/delete',
    {
      config: { permission: 'system:dept:delete' },
      schema: { tags, summary: '删除部门', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, { before: await depts.deleteDept(request.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/dept/delete-list',
    permission: 'system:dept:delete',
    tags: tags,
    summary: '批量删除部门',
    db: (request) => request.db,
    deleteOne: (db, id) => depts.deleteDept(db, id),
  });
  done();
};

export default routes;
