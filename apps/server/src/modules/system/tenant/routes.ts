import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success } from '../../../platform/envelope';
import { Envelope, Nullable } from '../../../platform/schemas';

const tenantRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const row = await app.db
        .selectFrom('system_tenant')
        .select('id')
        .where('name', '=', request.query.name.trim())
        .executeTakeFirst();
      return success(row?.id ?? null);
    },
  );
};

export default tenantRoutes;
