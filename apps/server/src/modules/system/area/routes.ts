import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AreaByIpQuery } from '@console/contracts/system/area';
import { success } from '../../../platform/envelope';
import { Envelope } from '../../../platform/schemas';
import * as areas from './service';
import { registerAreaTree } from './tree-route';

/**
 * Regions: /system/area/* (the original's AreaController). Login-only as there (no @PreAuthorize); global reference
 * data from packages, so no tenant scope and no database.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['地区'];
  registerAreaTree(app, { login: true }, '获得地区树');

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
