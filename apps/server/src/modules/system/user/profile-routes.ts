import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Personal centre: /system/user/profile/* (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
