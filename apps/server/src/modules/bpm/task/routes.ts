import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { ActivityRow, DoneTaskRow, InstanceTaskRow, ProcessInstanceIdQuery, TaskDecision, TaskPageQuery, TaskTransfer, TodoTaskRow } from '@console/contracts/bpm/process';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { Envelope, OkTrue } from '../../../platform/schemas';
import { bpmEnv } from '../runtime/env';
import { doneTasks, instanceActivities, instanceTasks, todoTasks } from '../runtime/queries';
import { approveTask, rejectTask, transferTask } from '../runtime/service';

/** 流程任务: /bpm/task/* and /bpm/activity/list (reference pay-bpm §2.7). Per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 流程任务'];
  const env = bpmEnv(app);
  const query = { permission: 'bpm:task:query' };
  // A step changes no cached data: no cache cleared, no other process told.
  const update = { permission: 'bpm:task:update', cacheNeutral: true } as const;
  app.get(
    '/bpm/task/todo-page',
    { config: query, schema: { tags, summary: '获取待办任务分页', querystring: TaskPageQuery, response: { 200: Envelope(PageResult(TodoTaskRow)) } } },
    async (request) => success(await todoTasks(request.db, requireUser(request), request.query)),
  );
  app.get(
    '/bpm/task/done-page',
    { config: query, schema: { tags, summary: '获取已办任务分页', querystring: TaskPageQuery, response: { 200: Envelope(PageResult(DoneTaskRow)) } } },
    async (request) => success(await doneTasks(request.db, requireUser(request), request.query)),
  );
  app.get(
    '/bpm/task/list-by-process-instance-id',
    { config: query, schema: { tags, summary: '获得指定流程实例的任务列表', querystring: ProcessInstanceIdQuery, response: { 200: Envelope(Type.Array(InstanceTaskRow)) } } },
    async (request) => success(await instanceTasks(request.db, requireUser(request), request.query.processInstanceId)),
  );
  app.get(
    '/bpm/activity/list',
    { config: query, schema: { tags: ['管理后台 - 流程活动实例'], summary: '生成指定流程实例的高亮流程图', querystring: ProcessInstanceIdQuery, response: { 200: Envelope(Type.Array(ActivityRow)) } } },
    async (request) => success(await instanceActivities(request.db, requireUser(request), request.query.processInstanceId)),
  );
  app.put(
    '/bpm/task/approve',
    { config: update, schema: { tags, summary: '通过任务', body: TaskDecision, response: { 200: OkTrue } } },
    async (request) => {
      await approveTask(request.db, env, requireUser(request), request.body);
      return success(true);
    },
  );
  app.put(
    '/bpm/task/reject',
    { config: update, schema: { tags, summary: '不通过任务', body: TaskDecision, response: { 200: OkTrue } } },
    async (request) => {
      await rejectTask(request.db, env, requireUser(request), request.body);
      return success(true);
    },
  );
  app.put(
    '/bpm/task/update-assignee',
    { config: update, schema: { tags, summary: '更新任务的负责人（转派）', body: TaskTransfer, response: { 200: OkTrue } } },
    async (request) => {
      await transferTask(request.db, env, requireUser(request), request.body);
      return success(true);
    },
  );
  done();
};

export default routes;
