import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Users: /system/user/*, /system/permission/list-user-roles|assign-user-role (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
