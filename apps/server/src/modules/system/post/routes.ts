import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Posts: /system/post/* (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
