import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { LawyerStatus } from '@console/contracts/lawyer';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { maskIdCard } from '../../../platform/mask';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, Nullable, OkId, OkTrue } from '../../../platform/schemas';
import { registerMultipart } from '../../../platform/upload';
import { saveAttachment, withSignedAttachments } from './attachments';
import { notifyApplicant } from './notify';
import {
  BatchDecision,
  BatchRejection,
  BatchResult,
  Decision,
  LawyerDetail,
  LawyerFilter,
  LawyerPageQuery,
  LawyerRow,
  LawyerSubmit,
  NextPendingQuery,
  Rejection,
  StatusCounts,
  UploadResult,
} from '@console/contracts/audit/lawyer';
import * as lawyers from './service';

const QUERY = 'audit:lawyer:query';
const AUDIT = 'audit:lawyer:audit';
const CREATE = 'audit:lawyer:create';
const EXPORT = 'audit:lawyer:export';

const actorOf = (request: FastifyRequest) => {
  const user = requireUser(request);
  return { id: user.id, nickname: user.nickname || user.username };
};

/**
 * Lawyer qualification audit: /audit/lawyer/*. Staff routes are tenant-scoped through
 * request.db like every other module; the public intake (/audit/lawyer/open/*) is rate-limited per IP
 * and belongs to the tenant of the request (the tenant-id header, else the default tenant).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const tags = ['律师审核'];

  // ---- staff ----

  app.get(
    '/audit/lawyer/page',
    {
      config: { permission: QUERY },
      schema: { tags, summary: '获得律师申请分页', querystring: LawyerPageQuery, response: { 200: Envelope(PageResult(LawyerRow)) } },
    },
    async (request) => success(await lawyers.pageLawyers(request.db, request.query)),
  );

  app.get(
    '/audit/lawyer/status-counts',
    {
      config: { permission: QUERY },
      schema: { tags, summary: '获得各审核状态的申请数', querystring: LawyerFilter, response: { 200: Envelope(StatusCounts) } },
    },
    async (request) => success(await lawyers.statusCounts(request.db, request.query)),
  );

  app.get(
    '/audit/lawyer/get',
    {
      config: { permission: QUERY },
      schema: { tags, summary: '获得律师申请详情（含审核记录）', querystring: IdQuery, response: { 200: Envelope(LawyerDetail) } },
    },
    async (request) => success(withSignedAttachments(app.fileUrls, await lawyers.getLawyerDetail(request.db, request.query.id))),
  );

  app.get(
    '/audit/lawyer/next-pending',
    {
      config: { permission: QUERY },
      schema: {
        tags,
        summary: '获得下一条待审核申请的编号',
        description: '按提交时间排队，currentId 之后的第一条（到末尾则从头开始）；没有其他待审核申请时为 null',
        querystring: NextPendingQuery,
        response: { 200: Envelope(Nullable(Type.Integer())) },
      },
    },
    async (request) => {
      const { currentId, ...filter } = request.query;
      return success(await lawyers.nextPending(request.db, currentId, filter));
    },
  );

  app.post(
    '/audit/lawyer/upload',
    {
      config: { permission: CREATE },
      schema: { tags, summary: '上传申请材料图片', description: 'multipart 字段 file：PNG、JPEG、GIF 或 WebP，最大 5 MB', response: { 200: Envelope(UploadResult) } },
    },
    async (request) => success({ url: await saveAttachment(request.db, request, requireUser(request).id) }),
  );

  app.post(
    '/audit/lawyer/create',
    {
      config: { permission: CREATE },
      schema: { tags, summary: '代为登记律师申请', body: LawyerSubmit, response: { 200: OkId } },
    },
    async (request) => {
      const { id, before, after } = await lawyers.submitApplication(request.db, actorOf(request), request.body);
      noteChange(request, { before, after });
      return success(id);
    },
  );

  const decideOne = async (request: FastifyRequest, input: lawyers.DecisionInput) => {
    const change = await lawyers.decide(request.db, actorOf(request), input);
    noteChange(request, change);
    notifyApplicant(request.log, change.after);
    return success(true);
  };

  app.put(
    '/audit/lawyer/approve',
    {
      config: { permission: AUDIT },
      schema: { tags, summary: '审核通过', body: Decision, response: { 200: OkTrue } },
    },
    (request) => decideOne(request, { ...request.body, status: LawyerStatus.APPROVED }),
  );

  app.put(
    '/audit/lawyer/reject',
    {
      config: { permission: AUDIT },
      schema: { tags, summary: '审核驳回', body: Rejection, response: { 200: OkTrue } },
    },
    (request) => decideOne(request, { ...request.body, status: LawyerStatus.REJECTED }),
  );

  const decideMany = async (request: FastifyRequest, items: Array<{ id: number; version: number }>, status: lawyers.DecisionInput['status'], reason?: string) => {
    const { decided, skipped, changes } = await lawyers.decideBatch(request.db, actorOf(request), items, status, reason);
    noteChange(request, { before: changes.map((c) => c.before), after: changes.map((c) => c.after) });
    for (const change of changes) notifyApplicant(request.log, change.after);
    return success({ decided, skipped });
  };

  app.put(
    '/audit/lawyer/approve-batch',
    {
      config: { permission: AUDIT },
      schema: { tags, summary: '批量审核通过', body: BatchDecision, response: { 200: Envelope(BatchResult) } },
    },
    (request) => decideMany(request, request.body.items, LawyerStatus.APPROVED),
  );

  app.put(
    '/audit/lawyer/reject-batch',
    {
      config: { permission: AUDIT },
      schema: { tags, summary: '批量审核驳回', body: BatchRejection, response: { 200: Envelope(BatchResult) } },
    },
    (request) => decideMany(request, request.body.items, LawyerStatus.REJECTED, request.body.reason),
  );

  app.get(
    '/audit/lawyer/export',
    {
      config: { permission: EXPORT, operateLog: { type: 5 } },
      schema: { tags, summary: '导出律师申请', querystring: LawyerFilter },
    },
    async (request, reply) => {
      const [specialty, sex, status] = await Promise.all([
        dictLabels(request.db, 'lawyer_specialty'),
        dictLabels(request.db, 'system_user_sex'),
        dictLabels(request.db, 'lawyer_audit_status'),
      ]);
      const base = lawyers.lawyerQuery(request.db, request.query);
      return sendExcel(
        reply,
        '律师申请.xlsx',
        '律师申请',
        [
          { header: '编号', value: (r) => r.id, width: 8 },
          { header: '姓名', value: (r) => r.name, width: 12 },
          { header: '性别', value: (r) => sex(r.sex), width: 6 },
          { header: '手机号', value: (r) => r.mobile, width: 14 },
          // Exports leave the system: the full ID number stays in the console.
          { header: '身份证号', value: (r) => maskIdCard(r.idCard), width: 22 },
          { header: '执业证号', value: (r) => r.licenceNo, width: 20 },
          { header: '律师事务所', value: (r) => r.lawFirm, width: 28 },
          { header: '省份', value: (r) => r.province, width: 12 },
          { header: '城市', value: (r) => r.city, width: 12 },
          { header: '执业起始年份', value: (r) => r.practiceStartYear, width: 12 },
          { header: '专业领域', value: (r) => r.specialties.map(specialty).join('、'), width: 28 },
          { header: '状态', value: (r) => status(r.status), width: 8 },
          { header: '提交时间', value: (r) => formatDateTime(r.submitTime), width: 20 },
          { header: '提交次数', value: (r) => r.submitCount, width: 8 },
          { header: '审核人', value: (r) => r.auditUserName ?? '', width: 12 },
          { header: '审核时间', value: (r) => formatDateTime(r.auditTime), width: 20 },
          { header: '审核意见', value: (r) => r.auditReason ?? '', width: 30 },
        ],
        batchesById((afterId, limit) =>
          base
            .select([...lawyers.ROW_COLUMNS, 'idCard'])
            .where('id', '>', afterId)
            .orderBy('id')
            .limit(limit)
            .execute(),
        ),
        { db: request.db, query: base },
      );
    },
  );
};

export default routes;
