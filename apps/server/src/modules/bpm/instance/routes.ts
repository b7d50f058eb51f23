import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { InstanceCancel, InstanceCreate, InstanceDetail, InstancePageQuery, InstanceRow } from '@console/contracts/bpm/process';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { bpmEnv } from '../runtime/env';
import { getInstance, myInstances } from '../runtime/queries';
import { cancelInstance, startInstance } from '../runtime/service';

/** 流程实例: /bpm/process-instance/* (reference pay-bpm §2.7). Per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 流程实例'];
  const env = bpmEnv(app);
  app.get(
    '/bpm/process-instance/my-page',
    { config: { permission: 'bpm:process-instance:query' }, schema: { tags, summary: '获得我的流程实例分页', querystring: InstancePageQuery, response: { 200: Envelope(PageResult(InstanceRow)) } } },
    async (request) => success(await myInstances(request.db, requireUser(request), request.query)),
  );
  app.post(
    '/bpm/process-instance/create',
    // The reference guards starting with the query permission (sic); kept, so its roles keep working.
    { config: { permission: 'bpm:process-instance:query', cacheNeutral: true }, schema: { tags, summary: '新建流程实例', body: InstanceCreate, response: { 200: OkId } } },
    async (request) => success(await startInstance(request.db, env, requireUser(request), request.body)),
  );
  app.get(
    '/bpm/process-instance/get',
    { config: { permission: 'bpm:process-instance:query' }, schema: { tags, summary: '获得流程实例（发起人与审批人可见）', querystring: IdQuery, response: { 200: Envelope(InstanceDetail) } } },
    async (request) => success(await getInstance(request.db, requireUser(request), request.query.id)),
  );
  app.delete(
    '/bpm/process-instance/cancel',
    { config: { permission: 'bpm:process-instance:cancel', cacheNeutral: true }, schema: { tags, summary: '取消流程实例（发起人）', body: InstanceCancel, response: { 200: OkTrue } } },
    async (request) => {
      await cancelInstance(request.db, env, requireUser(request), request.body);
      return success(true);
    },
  );
  done();
};

export default routes;
