import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { SensitiveWordErrors } from '@console/contracts/error-codes';
import {
  SensitiveWordCreate,
  SensitiveWordFilter,
  SensitiveWordPageQuery,
  SensitiveWordRow,
  SensitiveWordUpdate,
  ValidateTextBody,
  ValidateTextQuery,
  ValidateTextResult,
} from '@console/contracts/system/sensitive-word';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import * as words from './service';

const EXPORT = { operateLog: { type: 5 } } as const;
/** Room for MAX_VALIDATE_TEXT_LENGTH characters of CJK text in JSON (3 bytes each). */
const VALIDATE_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * 敏感词: /system/sensitive-word/* (devtools reference §7.2). The table is global (no tenant_id), so writing it is
 * platform-only (tenant-package/platform-only.ts); validate-text is for any signed-in user.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['敏感词'];
  app.get(
    '/system/sensitive-word/page',
    {
      config: { permission: 'system:sensitive-word:query' },
      schema: { tags, summary: '获得敏感词分页', querystring: SensitiveWordPageQuery, response: { 200: Envelope(PageResult(SensitiveWordRow)) } },
    },
    async (request) => success(await words.pageSensitiveWords(request.db, request.query)),
  );

  app.get(
    '/system/sensitive-word/get',
    {
      config: { permission: 'system:sensitive-word:query' },
      schema: { tags, summary: '获得敏感词', querystring: IdQuery, response: { 200: Envelope(SensitiveWordRow) } },
    },
    async (request) => {
      const row = await words.getSensitiveWord(request.db, request.query.id);
      if (!row) throw new ServiceError(SensitiveWordErrors.SENSITIVE_WORD_NOT_EXISTS);
      return success(row);
    },
  );

  app.get(
    '/system/sensitive-word/get-tags',
    {
      config: { permission: 'system:sensitive-word:query' },
      schema: { tags, summary: '获取所有敏感词的标签数组', response: { 200: Envelope(Type.Array(Type.String())) } },
    },
    async (request) => success(await words.listTags(request.db)),
  );

  app.post(
    '/system/sensitive-word/create',
    {
      config: { permission: 'system:sensitive-word:create' },
      schema: { tags, summary: '创建敏感词', body: SensitiveWordCreate, response: { 200: OkId } },
    },
    async (request) => {
      const row = await words.createSensitiveWord(request.db, requireUser(request), request.body);
      app.sensitiveWords.written([words.matchedAs(row)]);
      return success(row.id);
    },
  );

  app.put(
    '/system/sensitive-word/update',
    {
      config: { permission: 'system:sensitive-word:update' },
      schema: { tags, summary: '更新敏感词', body: SensitiveWordUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      const change = await words.updateSensitiveWord(request.db, requireUser(request), request.body);
      // The old name first: a rename leaves it unmatched, an edit in place is overridden by the new state.
      app.sensitiveWords.written([{ ...words.matchedAs(change.before), enabled: false }, words.matchedAs(change.after)]);
      noteChange(request, change);
      return success(true);
    },
  );

  app.delete(
    '/system/sensitive-word/delete',
    {
      config: { permission: 'system:sensitive-word:delete' },
      schema: { tags, summary: '删除敏感词', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      const before = await words.deleteSensitiveWord(request.db, request.query.id);
      app.sensitiveWords.written([{ ...words.matchedAs(before), enabled: false }]);
      noteChange(request, { before });
      return success(true);
    },
  );

  app.get(
    '/system/sensitive-word/export-excel',
    {
      config: { permission: 'system:sensitive-word:export', ...EXPORT },
      schema: { tags, summary: '导出敏感词 Excel', querystring: SensitiveWordFilter },
    },
    async (request, reply) => {
      const base = words.sensitiveWordQuery(request.db, request.query);
      const status = await dictLabels(request.db, 'common_status');
      return sendExcel(
        reply,
        '敏感词.xlsx',
        '敏感词',
        [
          { header: '编号', value: (r) => r.id, width: 10 },
          { header: '敏感词', value: (r) => r.name, width: 24 },
          { header: '标签', value: (r) => r.tags.join(','), width: 24 },
          { header: '状态', value: (r) => status(r.status), width: 8 },
          { header: '描述', value: (r) => r.description },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) => base.select(words.SENSITIVE_WORD_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: request.db, query: base },
      );
    },
  );

  app.get(
    '/system/sensitive-word/validate-text',
    {
      config: { login: true },
      schema: { tags, summary: '获得文本所包含的不合法的敏感词数组', querystring: ValidateTextQuery, response: { 200: Envelope(ValidateTextResult) } },
    },
    async (request) => success(await (await app.sensitiveWords.current()).findInSlices(request.query.text, request.query.tags)),
  );

  // Ours: texts longer than a URL holds. A read: no operate log, no cache cleared, nothing told to other processes.
  app.post(
    '/system/sensitive-word/validate-text',
    {
      bodyLimit: VALIDATE_BODY_LIMIT,
      config: { login: true, demoAllowed: true, cacheNeutral: true, operateLog: { enabled: false } },
      schema: { tags, summary: '获得文本所包含的不合法的敏感词数组（长文本）', body: ValidateTextBody, response: { 200: Envelope(ValidateTextResult) } },
    },
    async (request) => success(await (await app.sensitiveWords.current()).findInSlices(request.body.text, request.body.tags)),
  );
  done();
};

export default routes;
