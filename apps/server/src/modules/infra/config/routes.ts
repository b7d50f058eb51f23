import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ConfigErrors } from '@console/contracts/error-codes';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { Envelope, Nullable } from '../../../platform/schemas';

/**
 * Config values the web app reads (e.g. the initial password for new users). The config screens
 * themselves belong to the infra issue; this is the read the system screens need now.
 */
const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/infra/config/get-value-by-key',
    {
      config: { login: true },
      schema: {
        tags: ['参数配置'],
        summary: '根据参数键名查询参数值',
        querystring: Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Envelope(Nullable(Type.String())) },
      },
    },
    async (request) => {
      const row = await request.db
        .selectFrom('infra_config')
        .select(['value', 'visible'])
        .where('configKey', '=', request.query.key)
        .executeTakeFirst();
      if (!row) return success(null);
      // `visible` marks a sensitive value (reference §3.3): never handed out by key.
      if (row.visible) throw new ServiceError(ConfigErrors.CONFIG_GET_VALUE_ERROR_IF_VISIBLE);
      return success(row.value);
    },
  );
};

export default configRoutes;
