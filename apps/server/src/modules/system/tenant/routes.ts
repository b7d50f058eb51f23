import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success } from '../../../platform/envelope';
import { Envelope, Nullable } from '../../../platform/schemas';
import { DEFAULT_TENANT_ID, TENANT_VISIT_PERMISSION } from '../../../platform/tenant';
import { TenantSimple, WebsiteQuery } from '@console/contracts/system/tenant';
import { tenantByWebsite } from './websites';

/** Tenant 1's name in the original's seed, which its UI pre-fills at sign-in. */
const ORIGINAL_DEFAULT_TENANT_NAME = '芋道源码';

const tenantRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/system/tenant/get-id-by-name',
    {
      config: { public: true },
      schema: {
        tags: ['租户'],
        summary: '使用租户名，获得租户编号',
        querystring: Type.Object({ name: Type.String({ minLength: 1, maxLength: 30 }) }),
        response: { 200: Envelope(Nullable(Type.Integer())) },
      },
    },
    async (request) => {
      const name = request.query.name.trim();
      const row = await app.db.selectFrom('system_tenant').select('id').where('name', '=', name).executeTakeFirst();
      // The original's sign-in form pre-fills its default tenant's name (reference §4.1); ours is tenant 1 by another name.
      if (!row && name === ORIGINAL_DEFAULT_TENANT_NAME) return success(DEFAULT_TENANT_ID);
      return success(row?.id ?? null);
    },
  );

  app.get(
    '/system/tenant/get-by-website',
    {
      config: { public: true },
      schema: {
        tags: ['租户'],
        summary: '使用域名，获得租户信息（登录界面）',
        querystring: WebsiteQuery,
        response: { 200: Envelope(Nullable(TenantSimple)) },
      },
    },
    async (request) => {
      const tenant = await tenantByWebsite(app.db, request.query.website);
      // As the original: a disabled tenant is not offered at sign-in.
      return success(tenant && tenant.status === 0 ? { id: tenant.id, name: tenant.name } : null);
    },
  );

  // The tenant switcher of the Vue 3 UI lists these for whoever may visit another tenant. *Departure*: the original
  // lets anyone list every tenant's name (PermitAll); its only caller asks only when the user has this permission.
  app.get(
    '/system/tenant/simple-list',
    {
      config: { permission: TENANT_VISIT_PERMISSION },
      schema: { tags: ['租户'], summary: '获取租户精简信息列表（开启的租户，用于切换租户）', response: { 200: Envelope(Type.Array(TenantSimple)) } },
    },
    async () => success(await app.db.selectFrom('system_tenant').select(['id', 'name']).where('status', '=', 0).orderBy('id').execute()),
  );
  done();
};

export default tenantRoutes;
