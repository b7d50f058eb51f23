import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AreaByIpQuery, AreaNode } from '@console/contracts/system/area';
import { success } from '../../../platform/envelope';
import { ReadCache, sendCached } from '../../../platform/read-cache';
import { Envelope } from '../../../platform/schemas';
import * as areas from './service';

/**
 * Regions: /system/area/* (the original's AreaController). Login-only as there (no @PreAuthorize); global reference
 * data from packages, so no tenant scope and no database.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['地区'];
  // The tree never changes in a process: its JSON is written once and its bytes answered after.
  const treeCache = new ReadCache(Number.POSITIVE_INFINITY, 1);

  app.get(
    '/system/area/tree',
    {
      config: { login: true },
      schema: { tags, summary: '获得地区树', response: { 200: Envelope(Type.Array(AreaNode)) } },
    },
    (_request, reply) => sendCached(treeCache, reply, 'tree', () => Promise.resolve(areas.getAreaTree())),
  );

  app.get(
    '/system/area/get-by-ip',
    {
      config: { login: true },
      schema: { tags, summary: '获得 IP 对应的地区名', querystring: AreaByIpQuery, response: { 200: Envelope(Type.String()) } },
    },
    (request) => success(areas.getAreaNameByIp(request.query.ip)),
  );

  done();
};

export default routes;
