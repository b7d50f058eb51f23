import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Tenants: /system/tenant/page|get|create|update|delete|export-excel (issue 4). */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
