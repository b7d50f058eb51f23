import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TenantPackageErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import {
  TenantPackageCreate,
  TenantPackagePageQuery,
  TenantPackageRow,
  TenantPackageSimple,
  TenantPackageUpdate,
} from '@console/contracts/system/tenant-package';
import * as packages from './service';

/**
 * Tenant packages (reference §5.7). A global table: handlers use the unscoped `app.db`, and every
 * permission here is platform-only (platform-only.ts), so only system-tenant users ever pass the guard.
 */
const tenantPackageRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['租户套餐'];

  app.get(
    '/system/tenant-package/page',
    {
      config: { permission: 'system:tenant-package:query' },
      schema: { tags, summary: '获得租户套餐分页', querystring: TenantPackagePageQuery, response: { 200: Envelope(PageResult(TenantPackageRow)) } },
    },
    async (request) => success(await packages.pagePackages(app.db, request.query)),
  );

  app.get(
    '/system/tenant-package/get',
    {
      config: { permission: 'system:tenant-package:query' },
      schema: { tags, summary: '获得租户套餐', querystring: IdQuery, response: { 200: Envelope(TenantPackageRow) } },
    },
    async (request) => {
      const row = await packages.getPackage(app.db, request.query.id);
      if (!row) throw new ServiceError(TenantPackageErrors.TENANT_PACKAGE_NOT_EXISTS);
      return success(row);
    },
  );

  app.post(
    '/system/tenant-package/create',
    {
      config: { permission: 'system:tenant-package:create' },
      schema: { tags, summary: '创建租户套餐', body: TenantPackageCreate, response: { 200: OkId } },
    },
    async (request) => success(await packages.createPackage(app.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/tenant-package/update',
    {
      config: { permission: 'system:tenant-package:update' },
      schema: { tags, summary: '更新租户套餐', body: TenantPackageUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await packages.updatePackage(app.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/tenant-package/delete',
    {
      config: { permission: 'system:tenant-package:delete' },
      schema: { tags, summary: '删除租户套餐', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, { before: await packages.deletePackage(app.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/tenant-package/delete-list',
    permission: 'system:tenant-package:delete',
    tags: tags,
    summary: '批量删除租户套餐',
    db: () => app.db,
    deleteOne: (db, id) => packages.deletePackage(db, id),
  });

  // Sign-in only, as the reference: package names are no secret, and a client of the reference API expects it.
  app.get(
    '/system/tenant-package/get-simple-list',
    {
      config: { alsoAt: ['/system/tenant-package/simple-list'], login: true },
      schema: { tags, summary: '获取租户套餐精简信息列表', response: { 200: Envelope(Type.Array(TenantPackageSimple)) } },
    },
    async () => success(await packages.listSimplePackages(app.db)),
  );
  done();
};

export default tenantPackageRoutes;
