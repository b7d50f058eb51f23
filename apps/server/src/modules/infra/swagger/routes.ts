import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../platform/envelope';

/**
 * 系统接口 (devtools reference §8.3, menu 116): the OpenAPI document for the console's own page, to holders of
 * `infra:swagger:list` whatever the environment. The original showed knife4j at an anonymous `/doc.html`; the public
 * `/admin-api/docs` here stays a configuration choice (OPENAPI_ENABLED, off in production).
 */
const swaggerRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/infra/swagger/api-docs',
    { config: { permission: 'infra:swagger:list' }, schema: { tags: ['管理后台 - 系统接口'], summary: '获得 OpenAPI 文档' } },
    async () => success(await app.openApi.document()),
  );
  done();
};

export default swaggerRoutes;
