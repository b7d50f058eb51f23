import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { TenantErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { SYSTEM_PACKAGE_ID } from '../permission/service';
import { TenantCreate, TenantFilter, TenantPageQuery, TenantRow, TenantUpdate } from '@console/contracts/system/tenant';
import * as tenants from './service';
import { selectWebsites } from './websites';


/**
 * Tenants: /system/tenant/page|get|create|update|delete|export-excel (reference §5.7). A global table:
 * handlers use the unscoped `app.db`, and every permission here is platform-only (tenant-package/
 * platform-only.ts), so only system-tenant users pass the guard.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['租户管理'];

  app.get(
    '/system/tenant/page',
    {
      config: { permission: 'system:tenant:query' },
      schema: { tags, summary: '获得租户分页', querystring: TenantPageQuery, response: { 200: Envelope(PageResult(TenantRow)) } },
    },
    async (request) => success(await tenants.pageTenants(app.db, request.query)),
  );

  app.get(
    '/system/tenant/get',
    {
      config: { permission: 'system:tenant:query' },
      schema: { tags, summary: '获得租户', querystring: IdQuery, response: { 200: Envelope(TenantRow) } },
    },
    async (request) => {
      const row = await tenants.getTenant(app.db, request.query.id);
      if (!row) throw new ServiceError(TenantErrors.TENANT_NOT_EXISTS);
      return success(row);
    },
  );

  app.post(
    '/system/tenant/create',
    {
      config: { permission: 'system:tenant:create' },
      schema: { tags, summary: '创建租户', body: TenantCreate, response: { 200: OkId } },
    },
    async (request) => success(await tenants.createTenant(app.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/tenant/update',
    {
      config: { permission: 'system:tenant:update' },
      schema: { tags, summary: '更新租户', body: TenantUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      const { before, after, sessionsEnded } = await tenants.updateTenant(app.db, requireUser(request), request.body);
      if (sessionsEnded) app.tokenCache.clear();
      noteChange(request, { before, after });
      return success(true);
    },
  );

  app.delete(
    '/system/tenant/delete',
    {
      config: { permission: 'system:tenant:delete' },
      schema: { tags, summary: '删除租户', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, { before: await tenants.deleteTenant(app.db, request.query.id) });
      app.tokenCache.clear(); // its sessions were deleted with it
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/tenant/delete-list',
    permission: 'system:tenant:delete',
    tags: tags,
    summary: '批量删除租户',
    db: () => app.db,
    deleteOne: (db, id) => tenants.deleteTenant(db, id),
    after: () => app.tokenCache.clear(),
  });

  app.get(
    '/system/tenant/export-excel',
    {
      config: { permission: 'system:tenant:export', operateLog: { type: 5 } },
      schema: { tags, summary: '导出租户 Excel', querystring: TenantFilter },
    },
    async (request, reply) => {
      const base = tenants.tenantQuery(app.db, request.query);
      const status = await dictLabels(request.db, 'common_status');
      const packageNames = new Map(
        (await app.db.selectFrom('system_tenant_package').select(['id', 'name']).execute()).map((p) => [p.id, p.name]),
      );
      return sendExcel(
        reply,
        '租户.xlsx',
        '租户',
        [
          { header: '租户编号', value: (r) => r.id, width: 10 },
          { header: '租户名', value: (r) => r.name, width: 20 },
          {
            header: '租户套餐',
            value: (r) => (r.packageId === SYSTEM_PACKAGE_ID ? '系统租户' : (packageNames.get(r.packageId) ?? String(r.packageId))),
            width: 16,
          },
          { header: '联系人', value: (r) => r.contactName, width: 12 },
          { header: '联系手机', value: (r) => r.contactMobile, width: 14 },
          { header: '账号额度', value: (r) => r.accountCount, width: 10 },
          { header: '过期时间', value: (r) => formatDateTime(r.expireTime), width: 20 },
          { header: '绑定域名', value: (r) => r.websites.join(', '), width: 24 },
          { header: '租户状态', value: (r) => status(r.status), width: 10 },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) =>
          selectWebsites(base.select(tenants.TENANT_COLUMNS)).where('id', '>', afterId).orderBy('id').limit(limit).execute(),
        ),
        { db: app.db, query: base },
      );
    },
  );
  done();
};

export default routes;
