import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { FormCreate, FormListRow, FormPageQuery, FormRow, FormSimple, FormUpdate } from '@console/contracts/bpm/form';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import * as forms from './service';

/** 流程表单: /bpm/form/* (reference pay-bpm §2.7). Per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 动态表单'];
  app.get(
    '/bpm/form/page',
    { config: { permission: 'bpm:form:query' }, schema: { tags, summary: '获得动态表单分页', querystring: FormPageQuery, response: { 200: Envelope(PageResult(FormListRow)) } } },
    async (request) => success(await forms.pageForms(request.db, request.query)),
  );
  app.get(
    '/bpm/form/get',
    { config: { permission: 'bpm:form:query' }, schema: { tags, summary: '获得动态表单', querystring: IdQuery, response: { 200: Envelope(FormRow) } } },
    async (request) => success(await forms.getForm(request.db, request.query.id)),
  );
  // The model form's picker: any signed-in user may read form names, as the original (no permission).
  app.get(
    '/bpm/form/list-all-simple',
    { config: { login: true }, schema: { tags, summary: '获得动态表单的精简列表', response: { 200: Envelope(Type.Array(FormSimple)) } } },
    async (request) => success(await forms.listFormsSimple(request.db)),
  );
  app.post(
    '/bpm/form/create',
    { config: { permission: 'bpm:form:create' }, schema: { tags, summary: '创建动态表单', body: FormCreate, response: { 200: OkId } } },
    async (request) => success(await forms.createForm(request.db, requireUser(request), request.body)),
  );
  app.put(
    '/bpm/form/update',
    { config: { permission: 'bpm:form:update' }, schema: { tags, summary: '更新动态表单', body: FormUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await forms.updateForm(request.db, requireUser(request), request.body));
      return success(true);
    },
  );
  app.delete(
    '/bpm/form/delete',
    { config: { permission: 'bpm:form:delete' }, schema: { tags, summary: '删除动态表单', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await forms.deleteForm(request.db, request.query.id) });
      return success(true);
    },
  );
  done();
};

export default routes;
