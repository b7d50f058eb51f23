import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Roles: /system/role/*, /system/permission/list-role-resources|assign-role-menu|assign-role-data-scope (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
