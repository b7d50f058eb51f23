import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { LeaveCreate, LeavePageQuery, LeaveRow } from '@console/contracts/bpm/process';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { Envelope, IdQuery, OkId } from '../../../platform/schemas';
import { bpmEnv } from '../runtime/env';
import { createLeave, getLeave, pageLeaves } from './service';

/** OA 请假: /bpm/oa/leave/* (reference pay-bpm §2.7), the business-form example on process key oa_leave. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - OA 请假申请'];
  const env = bpmEnv(app);
  app.post(
    '/bpm/oa/leave/create',
    { config: { permission: 'bpm:oa-leave:create', cacheNeutral: true }, schema: { tags, summary: '创建请求申请', body: LeaveCreate, response: { 200: OkId } } },
    async (request) => success(await createLeave(request.db, env, requireUser(request), request.body)),
  );
  app.get(
    '/bpm/oa/leave/get',
    { config: { permission: 'bpm:oa-leave:query' }, schema: { tags, summary: '获得请假申请', querystring: IdQuery, response: { 200: Envelope(LeaveRow) } } },
    async (request) => success(await getLeave(request.db, requireUser(request), request.query.id)),
  );
  app.get(
    '/bpm/oa/leave/page',
    { config: { permission: 'bpm:oa-leave:query' }, schema: { tags, summary: '获得我的请假申请分页', querystring: LeavePageQuery, response: { 200: Envelope(PageResult(LeaveRow)) } } },
    async (request) => success(await pageLeaves(request.db, requireUser(request), request.query)),
  );
  done();
};

export default routes;
