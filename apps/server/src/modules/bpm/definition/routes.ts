import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { DefinitionListQuery, DefinitionPageQuery, DefinitionRow } from '@console/contracts/bpm/model';
import { success } from '../../../platform/envelope';
import { Envelope, IdQuery } from '../../../platform/schemas';
import * as definitions from './service';

/** 流程定义: /bpm/process-definition/* (reference pay-bpm §2.7). */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 流程定义'];
  const config = { permission: 'bpm:process-definition:query' };
  app.get(
    '/bpm/process-definition/page',
    { config, schema: { tags, summary: '获得流程定义分页', querystring: DefinitionPageQuery, response: { 200: Envelope(PageResult(DefinitionRow)) } } },
    async (request) => success(await definitions.pageDefinitions(request.db, request.query)),
  );
  app.get(
    '/bpm/process-definition/list',
    { config, schema: { tags, summary: '获得流程定义列表', querystring: DefinitionListQuery, response: { 200: Envelope(Type.Array(DefinitionRow)) } } },
    async (request) => success(await definitions.listDefinitions(request.db, request.query.suspensionState)),
  );
  app.get(
    '/bpm/process-definition/get-bpmn-xml',
    { config, schema: { tags, summary: '获得流程定义的 BPMN XML', querystring: IdQuery, response: { 200: Envelope(Type.String()) } } },
    async (request) => success(await definitions.getDefinitionXml(request.db, request.query.id)),
  );
  done();
};

export default routes;
