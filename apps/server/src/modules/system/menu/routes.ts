import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Menus: /system/menu/* (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
