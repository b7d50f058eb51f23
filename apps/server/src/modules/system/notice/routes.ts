import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Notices: /system/notice/* (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
