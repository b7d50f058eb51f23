import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RuleCreate, RuleListQuery, RuleRow, RuleUpdate } from '@console/contracts/bpm/model';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, OkId, OkTrue } from '../../../platform/schemas';
import * as rules from './service';

/** 分配规则: /bpm/task-assign-rule/* (reference pay-bpm §2.4, §2.7). */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 任务分配规则'];
  app.get(
    '/bpm/task-assign-rule/list',
    { config: { permission: 'bpm:task-assign-rule:query' }, schema: { tags, summary: '获得任务分配规则列表', querystring: RuleListQuery, response: { 200: Envelope(Type.Array(RuleRow)) } } },
    async (request) => success(await rules.listRules(request.db, request.query)),
  );
  app.post(
    '/bpm/task-assign-rule/create',
    { config: { permission: 'bpm:task-assign-rule:create' }, schema: { tags, summary: '创建任务分配规则', body: RuleCreate, response: { 200: OkId } } },
    async (request) => success(await rules.createRule(request.db, requireUser(request), request.body)),
  );
  app.put(
    '/bpm/task-assign-rule/update',
    { config: { permission: 'bpm:task-assign-rule:update' }, schema: { tags, summary: '更新任务分配规则', body: RuleUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await rules.updateRule(request.db, requireUser(request), request.body));
      return success(true);
    },
  );
  done();
};

export default routes;
