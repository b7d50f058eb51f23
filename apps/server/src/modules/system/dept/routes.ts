import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Departments: /system/dept/* (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
