import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Tenant packages: /system/tenant-package/* (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
