import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * A route that answers at more than one URL: `config.alsoAt` names the other paths (the Vue 3 admin UI's names
 * beside the 2022 UI's, e.g. `simple-list` beside `list-all-simple`). The same definition is registered again at
 * each, so guard, schema, handler and operate log are one; the route table (permission walk, fuzz) sees both.
 */
export function registerRouteAliases(app: FastifyInstance): void {
  app.addHook('onRoute', function (route: RouteOptions) {
    const aliases = route.config?.alsoAt;
    // Fastify's own HEAD copy of a GET carries the config too; the GET's alias gets its HEAD the same way.
    if (!aliases?.length || route.method === 'HEAD') return;
    // Dropped from the copies, so registering them does not loop through this hook.
    const config = { ...route.config, alsoAt: undefined };
    for (const url of aliases) {
      const { path: _path, prefix: _prefix, url: _url, ...rest } = route as RouteOptions & { path?: string; prefix?: string };
      this.route({ ...rest, url, config });
    }
  });
}
