import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/database';
import { Type } from 'typebox';
import { DictErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { queryKey, ReadCache, sendCached } from '../../../platform/read-cache';
import { TimeoutType } from '../../../platform/cache-registry';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import {
  DictDataCreate,
  DictDataFilter,
  DictDataPageQuery,
  DictDataRow,
  DictDataSimple,
  DictDataUpdate,
  DictTypeCreate,
  DictTypeFilter,
  DictTypeParams,
  DictTypePageQuery,
  DictTypeRow,
  DictTypeSimple,
  DictTypeUpdate,
} from '@console/contracts/system/dict';
import * as dict from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

const READ_METHODS = new Set(['GET', 'HEAD']);
const DICT_TYPE_PAGE_FIELDS = Object.keys(DictTypePageQuery.properties);
const DICT_DATA_PAGE_FIELDS = Object.keys(DictDataPageQuery.properties);

const dictRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  // Dictionaries change rarely and every screen reads them: lists and pages are answered from memory for
  // DICT_CACHE_SECONDS. Any write through this module clears the cache before its answer leaves, so the
  // writer (and everyone on this process) reads the new data at once; other processes within the TTL.
  const cache = new ReadCache(app.config.dictCacheSeconds * 1000);
  app.caches.add({
    name: 'dictionary',
    keyTemplate: 'dict:%s',
    keyType: 'String',
    valueType: 'Buffer',
    timeoutType: TimeoutType.FIXED,
    timeout: app.config.dictCacheSeconds * 1000,
    memo: '字典类型和字典数据的读取应答（按路由和查询；DICT_CACHE_SECONDS，写入即清空）',
    store: cache,
  });
  // A dictionary changed through another process shows here at once.
  app.clusterBus.onChange(() => cache.clear());
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) cache.clear();
    done(null, payload);
  });

  // ---- types ----
  const typeTags = ['字典类型'];

  app.get(
    '/system/dict-type/page',
    {
      config: { permission: 'system:dict:query' },
      schema: { tags: typeTags, summary: '获得字典类型的分页列表', querystring: DictTypePageQuery, response: { 200: Envelope(PageResult(DictTypeRow)) } },
    },
    (request, reply) =>
      sendCached(cache, reply, queryKey('dict-type/page', DICT_TYPE_PAGE_FIELDS, request.query), () => dict.pageDictTypes(request.db, request.query)),
  );

  app.get(
    '/system/dict-type/get',
    {
      config: { permission: 'system:dict:query' },
      schema: { tags: typeTags, summary: '查询字典类型详细', querystring: IdQuery, response: { 200: Envelope(DictTypeRow) } },
    },
    async (request) => {
      const row = await dict.getDictType(request.db, request.query.id);
      if (!row) throw new ServiceError(DictErrors.DICT_TYPE_NOT_EXISTS);
      return success(row);
    },
  );

  app.post(
    '/system/dict-type/create',
    {
      config: { permission: 'system:dict:create' },
      schema: { tags: typeTags, summary: '创建字典类型', body: DictTypeCreate, response: { 200: OkId } },
    },
    async (request) => success(await dict.createDictType(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/dict-type/update',
    {
      config: { permission: 'system:dict:update' },
      schema: { tags: typeTags, summary: '修改字典类型', body: DictTypeUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      await dict.updateDictType(request.db, requireUser(request), request.body);
      return success(true);
    },
  );

  app.delete(
    '/system/dict-type/delete',
    {
      config: { permission: 'system:dict:delete' },
      schema: { tags: typeTags, summary: '删除字典类型', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      await dict.deleteDictType(request.db, request.query.id);
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/dict-type/delete-list',
    permission: 'system:dict:delete',
    tags: typeTags,
    summary: '批量删除字典类型',
    db: (request) => request.db,
    deleteOne: (db, id) => dict.deleteDictType(db, id),
  });

  app.get(
    '/system/dict-type/list-all-simple',
    {
      config: { alsoAt: ['/system/dict-type/simple-list'], login: true },
      schema: { tags: typeTags, summary: '获得全部字典类型列表', response: { 200: Envelope(Type.Array(DictTypeSimple)) } },
    },
    (request, reply) => sendCached(cache, reply, 'dict-type/list-all-simple', () => dict.listSimpleDictTypes(request.db)),
  );

  app.get(
    '/system/dict-type/export',
    {
      config: { alsoAt: ['/system/dict-type/export-excel'], permission: 'system:dict:export', ...EXPORT },
      schema: { tags: typeTags, summary: '导出字典类型', querystring: DictTypeFilter },
    },
    async (request, reply) => {
      const base = dict.dictTypeQuery(request.db, request.query);
      const status = await dictLabels(request.db, 'common_status');
      return sendExcel(
        reply,
        '字典类型.xlsx',
        '字典类型',
        [
          { header: '字典主键', value: (r) => r.id, width: 10 },
          { header: '字典名称', value: (r) => r.name, width: 24 },
          { header: '字典类型', value: (r) => r.type, width: 32 },
          { header: '状态', value: (r) => status(r.status), width: 8 },
          { header: '备注', value: (r) => r.remark },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) =>
          base.select(['id', 'name', 'type', 'status', 'remark', 'createTime']).where('id', '>', afterId).orderBy('id').limit(limit).execute(),
        ),
        { db: request.db, query: base },
      );
    },
  );

  // ---- data ----
  const dataTags = ['字典数据'];

  app.get(
    '/system/dict-data/page',
    {
      config: { permission: 'system:dict:query' },
      schema: { tags: dataTags, summary: '获得字典数据的分页列表', querystring: DictDataPageQuery, response: { 200: Envelope(PageResult(DictDataRow)) } },
    },
    (request, reply) =>
      sendCached(cache, reply, queryKey('dict-data/page', DICT_DATA_PAGE_FIELDS, request.query), () => dict.pageDictData(request.db, request.query)),
  );

  app.get(
    '/system/dict-data/get',
    {
      config: { permission: 'system:dict:query' },
      schema: { tags: dataTags, summary: '查询字典数据详细', querystring: IdQuery, response: { 200: Envelope(DictDataRow) } },
    },
    async (request) => {
      const row = await dict.getDictData(request.db, request.query.id);
      if (!row) throw new ServiceError(DictErrors.DICT_DATA_NOT_EXISTS);
      return success(row);
    },
  );

  const byType = (db: Db, reply: FastifyReply, { type }: { type: string }) =>
    sendCached(cache, reply, queryKey('dict-data/type', ['type'], { type }), () => dict.listDictDataByType(db, type));
  app.get(
    '/system/dict-data/type/:type',
    {
      config: { login: true },
      schema: {
        tags: dataTags,
        summary: '根据字典类型查询字典数据',
        params: DictTypeParams,
        response: { 200: Envelope(Type.Array(DictDataRow)) },
      },
    },
    (request, reply) => byType(request.db, reply, request.params),
  );

  // The Vue 3 admin UI names the type in the query string.
  app.get(
    '/system/dict-data/type',
    {
      config: { login: true },
      schema: { tags: dataTags, summary: '根据字典类型查询字典数据', querystring: DictTypeParams, response: { 200: Envelope(Type.Array(DictDataRow)) } },
    },
    (request, reply) => byType(request.db, reply, request.query),
  );

  app.post(
    '/system/dict-data/create',
    {
      config: { permission: 'system:dict:create' },
      schema: { tags: dataTags, summary: '新增字典数据', body: DictDataCreate, response: { 200: OkId } },
    },
    async (request) => success(await dict.createDictData(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/dict-data/update',
    {
      config: { permission: 'system:dict:update' },
      schema: { tags: dataTags, summary: '修改字典数据', body: DictDataUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      await dict.updateDictData(request.db, requireUser(request), request.body);
      return success(true);
    },
  );

  app.delete(
    '/system/dict-data/delete',
    {
      config: { permission: 'system:dict:delete' },
      schema: { tags: dataTags, summary: '删除字典数据', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      await dict.deleteDictData(request.db, request.query.id);
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/dict-data/delete-list',
    permission: 'system:dict:delete',
    tags: dataTags,
    summary: '批量删除字典数据',
    db: (request) => request.db,
    deleteOne: (db, id) => dict.deleteDictData(db, id),
  });

  app.get(
    '/system/dict-data/list-all-simple',
    {
      config: { alsoAt: ['/system/dict-data/simple-list'], login: true },
      schema: { tags: dataTags, summary: '获得全部字典数据列表', response: { 200: Envelope(Type.Array(DictDataSimple)) } },
    },
    (request, reply) => sendCached(cache, reply, 'dict-data/list-all-simple', () => dict.listSimpleDictData(request.db)),
  );

  app.get(
    '/system/dict-data/export',
    {
      config: { alsoAt: ['/system/dict-data/export-excel'], permission: 'system:dict:export', ...EXPORT },
      schema: { tags: dataTags, summary: '导出字典数据', querystring: DictDataFilter },
    },
    async (request, reply) => {
      const base = dict.dictDataQuery(request.db, request.query);
      const status = await dictLabels(request.db, 'common_status');
      return sendExcel(
        reply,
        '字典数据.xlsx',
        '字典数据',
        [
          { header: '字典编码', value: (r) => r.id, width: 10 },
          { header: '字典排序', value: (r) => r.sort, width: 10 },
          { header: '字典标签', value: (r) => r.label, width: 20 },
          { header: '字典键值', value: (r) => r.value, width: 20 },
          { header: '字典类型', value: (r) => r.dictType, width: 32 },
          { header: '状态', value: (r) => status(r.status), width: 8 },
          { header: '颜色类型', value: (r) => r.colorType, width: 10 },
          { header: 'CSS Class', value: (r) => r.cssClass, width: 12 },
          { header: '备注', value: (r) => r.remark },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) =>
          base
            .select(['id', 'sort', 'label', 'value', 'dictType', 'status', 'colorType', 'cssClass', 'remark', 'createTime'])
            .where('id', '>', afterId)
            .orderBy('id')
            .limit(limit)
            .execute(),
        ),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default dictRoutes;
