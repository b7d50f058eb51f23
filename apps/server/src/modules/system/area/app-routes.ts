import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { registerAreaTree } from './tree-route';

/** Regions for client apps: /app-api/system/area/tree, public and without input (the answer is fixed bytes). */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  registerAreaTree(app, { public: true }, '获得地区树（公开）');
  done();
};

export default routes;
