import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { DICT_TYPE } from '@console/contracts/dict';
import { ErrorCodeCreate, ErrorCodeFilter, ErrorCodePageQuery, ErrorCodeRow, ErrorCodeUpdate } from '@console/contracts/system/error-code';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import * as errorCodes from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

/**
 * 错误码管理: /system/error-code/* (devtools reference §6.2). Global, as the original (no tenant column), and
 * platform-only: a message edited here is what every tenant's users read. Each write re-reads the edits before its
 * answer, so this process answers the new message at once; the others hear of it through the cluster bus.
 */
const errorCodeRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 错误码'];

  app.get(
    '/system/error-code/page',
    { config: { permission: 'system:error-code:query' }, schema: { tags, summary: '获得错误码分页', querystring: ErrorCodePageQuery, response: { 200: Envelope(PageResult(ErrorCodeRow)) } } },
    async (request) => success(await errorCodes.pageErrorCodes(app.db, request.query)),
  );

  app.get(
    '/system/error-code/get',
    { config: { permission: 'system:error-code:query' }, schema: { tags, summary: '获得错误码', querystring: IdQuery, response: { 200: Envelope(ErrorCodeRow) } } },
    async (request) => success(await errorCodes.getErrorCode(app.db, request.query.id)),
  );

  app.post(
    '/system/error-code/create',
    { config: { permission: 'system:error-code:create' }, schema: { tags, summary: '创建错误码', body: ErrorCodeCreate, response: { 200: OkId } } },
    async (request) => {
      const id = await errorCodes.createErrorCode(app.db, requireUser(request), request.body);
      await app.errorMessages.reloadQuietly();
      return success(id);
    },
  );

  app.put(
    '/system/error-code/update',
    { config: { permission: 'system:error-code:update' }, schema: { tags, summary: '更新错误码', body: ErrorCodeUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await errorCodes.updateErrorCode(app.db, requireUser(request), request.body));
      await app.errorMessages.reloadQuietly();
      return success(true);
    },
  );

  app.delete(
    '/system/error-code/delete',
    { config: { permission: 'system:error-code:delete' }, schema: { tags, summary: '删除错误码', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await errorCodes.deleteErrorCode(app.db, request.query.id) });
      await app.errorMessages.reloadQuietly();
      return success(true);
    },
  );

  app.get(
    '/system/error-code/export-excel',
    { config: { permission: 'system:error-code:export', ...EXPORT }, schema: { tags, summary: '导出错误码', querystring: ErrorCodeFilter } },
    async (request, reply) => {
      const base = errorCodes.errorCodeQuery(app.db, request.query);
      // The original names a dictionary that does not exist (inf_error_code_type), so its column is blank.
      const type = await dictLabels(app.db, DICT_TYPE.SYSTEM_ERROR_CODE_TYPE);
      return sendExcel(
        reply,
        '错误码.xlsx',
        '数据',
        [
          { header: '错误码编号', value: (r) => r.id, width: 12 },
          { header: '错误码类型', value: (r) => type(r.type), width: 12 },
          { header: '应用名', value: (r) => r.applicationName, width: 18 },
          { header: '错误码编码', value: (r) => r.code, width: 14 },
          { header: '错误码错误提示', value: (r) => r.message, width: 48 },
          { header: '备注', value: (r) => r.memo, width: 24 },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) => base.select(errorCodes.ERROR_CODE_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: app.db, query: base },
      );
    },
  );
  done();
};

export default errorCodeRoutes;
