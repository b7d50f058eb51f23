import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success } from '../../../platform/envelope';
import { Envelope, Nullable } from '../../../platform/schemas';
import { DEFAULT_TENANT_ID } from '../../../platform/tenant';

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
  done();
};

export default tenantRoutes;
