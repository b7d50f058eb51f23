import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Files: /infra/file/upload, /infra/file/{configId}/get/{path} (issue 4 avatar; infra screens later). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
