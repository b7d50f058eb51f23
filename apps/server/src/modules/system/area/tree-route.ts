import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AreaNode } from '@console/contracts/system/area';
import { ReadCache, sendCached } from '../../../platform/read-cache';
import { Envelope } from '../../../platform/schemas';
import * as areas from './service';

/**
 * GET /system/area/tree under one API scope. The tree never changes in a process: its JSON is written once and its
 * bytes answered after. The admin API's is login-only; the app API's is public (the original's AppAreaController,
 * @PermitAll), for client apps' address forms such as the public lawyer intake.
 */
export function registerAreaTree(app: FastifyInstance, guard: { login: true } | { public: true }, summary: string): void {
  const treeCache = new ReadCache(Number.POSITIVE_INFINITY, 1);
  const config: FastifyContextConfig = guard;
  app.get(
    '/system/area/tree',
    {
      config,
      schema: { tags: ['地区'], summary, response: { 200: Envelope(Type.Array(AreaNode)) } },
    },
    (_request, reply) => sendCached(treeCache, reply, 'tree', () => Promise.resolve(areas.getAreaTree())),
  );
}
