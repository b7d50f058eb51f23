import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Operate log: /system/operate-log/page|export (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
