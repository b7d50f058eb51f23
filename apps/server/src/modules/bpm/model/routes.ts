import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { ModelCreate, ModelDetail, ModelPageQuery, ModelRow, ModelStateUpdate, ModelUpdate } from '@console/contracts/bpm/model';
import { success } from '../../../platform/envelope';
import { badField } from '../../../platform/errors';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { readUpload, registerMultipart } from '../../../platform/upload';
import * as models from './service';

const MAX_BPMN_BYTES = 2 * 1024 * 1024;

/** 流程模型: /bpm/model/* (reference pay-bpm §2.7). Per tenant through request.db. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const tags = ['管理后台 - 流程模型'];
  app.get(
    '/bpm/model/page',
    { config: { permission: 'bpm:model:query' }, schema: { tags, summary: '获得模型分页', querystring: ModelPageQuery, response: { 200: Envelope(PageResult(ModelRow)) } } },
    async (request) => success(await models.pageModels(request.db, request.query)),
  );
  app.get(
    '/bpm/model/get',
    { config: { permission: 'bpm:model:query' }, schema: { tags, summary: '获得模型', querystring: IdQuery, response: { 200: Envelope(ModelDetail) } } },
    async (request) => success(await models.getModel(request.db, request.query.id)),
  );
  app.post(
    '/bpm/model/create',
    { config: { permission: 'bpm:model:create' }, schema: { tags, summary: '新建模型', body: ModelCreate, response: { 200: OkId } } },
    async (request) => success(await models.createModel(request.db, requireUser(request), request.body)),
  );
  app.put(
    '/bpm/model/update',
    { config: { permission: 'bpm:model:update' }, schema: { tags, summary: '修改模型（含流程图）', body: ModelUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await models.updateModel(request.db, requireUser(request), request.body));
      return success(true);
    },
  );
  app.post(
    '/bpm/model/import',
    {
      config: { permission: 'bpm:model:import' },
      schema: { tags, summary: '导入模型', description: 'multipart：bpmnFile（.bpmn / .xml，最大 2 MB）、key、name、description', response: { 200: OkId } },
    },
    async (request) => {
      const upload = await readUpload(request, 'bpmnFile', MAX_BPMN_BYTES);
      if (!/\.(bpmn|xml)$/i.test(upload.filename)) throw badField('bpmnFile', '只能是 .bpmn 或 .xml 文件');
      // The form's text fields, checked as the create body's are.
      const field = (name: string, max: number, required: boolean) => {
        const value = upload.fields[name]?.trim() ?? '';
        if (required && !value) throw badField(name, '不能为空');
        if (value.length > max) throw badField(name, `长度不能超过 ${max}`);
        return value;
      };
      const input = { key: field('key', 64, true), name: field('name', 64, true), description: field('description', 255, false) || null };
      return success(await models.createModel(request.db, requireUser(request), input, upload.content.toString('utf8')));
    },
  );
  app.post(
    '/bpm/model/deploy',
    { config: { permission: 'bpm:model:deploy' }, schema: { tags, summary: '部署模型', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      await models.deployModel(request.db, requireUser(request), request.query.id);
      return success(true);
    },
  );
  app.put(
    '/bpm/model/update-state',
    { config: { permission: 'bpm:model:update' }, schema: { tags, summary: '修改模型的状态（激活或挂起最新的流程定义）', body: ModelStateUpdate, response: { 200: OkTrue } } },
    async (request) => {
      await models.updateModelState(request.db, request.body.id, request.body.state);
      return success(true);
    },
  );
  app.delete(
    '/bpm/model/delete',
    { config: { permission: 'bpm:model:delete' }, schema: { tags, summary: '删除模型', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await models.deleteModel(request.db, request.query.id) });
      return success(true);
    },
  );
};

export default routes;
