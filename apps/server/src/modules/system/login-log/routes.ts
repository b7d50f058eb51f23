import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Login log: /system/login-log/page|export (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
