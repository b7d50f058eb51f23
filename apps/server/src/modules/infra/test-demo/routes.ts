import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { TestDemoCreate, TestDemoErrors, TestDemoFilter, TestDemoPageQuery, TestDemoRow, TestDemoUpdate } from '@console/contracts/infra/test-demo';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import * as testDemos from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

/** 代码生成示例: /infra/test-demo/*. Written by 代码生成. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['代码生成示例管理'];

  app.get(
    '/infra/test-demo/page',
    {
      config: { permission: 'infra:test-demo:query' },
      schema: { tags, summary: '获得代码生成示例分页', querystring: TestDemoPageQuery, response: { 200: Envelope(PageResult(TestDemoRow)) } },
    },
    async (request) => success(await testDemos.pageTestDemos(request.db, request.query)),
  );

  app.get(
    '/infra/test-demo/get',
    {
      config: { permission: 'infra:test-demo:query' },
      schema: { tags, summary: '获得代码生成示例', querystring: IdQuery, response: { 200: Envelope(TestDemoRow) } },
    },
    async (request) => {
      const row = await testDemos.getTestDemo(request.db, request.query.id);
      if (!row) throw new ServiceError(TestDemoErrors.TEST_DEMO_NOT_EXISTS);
      return success(row);
    },
  );

  app.post(
    '/infra/test-demo/create',
    {
      config: { permission: 'infra:test-demo:create' },
      schema: { tags, summary: '创建代码生成示例', body: TestDemoCreate, response: { 200: OkId } },
    },
    async (request) => success(await testDemos.createTestDemo(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/infra/test-demo/update',
    {
      config: { permission: 'infra:test-demo:update' },
      schema: { tags, summary: '更新代码生成示例', body: TestDemoUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await testDemos.updateTestDemo(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/infra/test-demo/delete',
    {
      config: { permission: 'infra:test-demo:delete' },
      schema: { tags, summary: '删除代码生成示例', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, { before: await testDemos.deleteTestDemo(request.db, request.query.id) });
      return success(true);
    },
  );

  app.get(
    '/infra/test-demo/export-excel',
    {
      config: { permission: 'infra:test-demo:export', ...EXPORT },
      schema: { tags, summary: '导出代码生成示例 Excel', querystring: TestDemoFilter },
    },
    async (request, reply) => {
      const base = testDemos.testDemoQuery(request.db, request.query);
      const statusLabels = await dictLabels(request.db, 'common_status');
      const typeLabels = await dictLabels(request.db, 'system_user_sex');
      return sendExcel(
        reply,
        '代码生成示例.xlsx',
        '数据',
        [
          { header: '编号', value: (r) => r.id },
          { header: '名字', value: (r) => r.name },
          { header: '状态', value: (r) => statusLabels(r.status) },
          { header: '类型', value: (r) => typeLabels(r.type) },
          { header: '分类', value: (r) => r.category },
          { header: '备注', value: (r) => r.remark },
          { header: 'create_time', value: (r) => formatDateTime(r.createTime) },
        ],
        batchesById((afterId, limit) => base.select(testDemos.TEST_DEMO_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default routes;
