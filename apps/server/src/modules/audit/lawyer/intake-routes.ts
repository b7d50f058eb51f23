import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { LawyerSubmit, UploadResult } from '@console/contracts/audit/lawyer';
import { clientIp } from '../../../platform/client-info';
import { success } from '../../../platform/envelope';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { Envelope } from '../../../platform/schemas';
import { registerMultipart } from '../../../platform/upload';
import { saveAttachment } from './attachments';
import * as lawyers from './service';

/**
 * The public lawyer-application intake, for the platform's client app: `/app-api/audit/lawyer/open/*`, and at its
 * first path under `/admin-api` as an alias. Rate-limited per IP; the application belongs to the tenant of the
 * request (the tenant-id header, else the default tenant).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const tags = ['律师审核'];

  const intakeLimit = async (request: FastifyRequest) => {
    const { ipLimit, windowSeconds } = app.config.lawyerIntake;
    await enforceRateLimit(app.db, { key: `lawyer-intake:${clientIp(request)}`, limit: ipLimit, windowSeconds });
  };

  app.post(
    '/audit/lawyer/open/upload',
    {
      config: { public: true },
      // Before validation: malformed requests count too.
      onRequest: intakeLimit,
      schema: { tags, summary: '上传申请材料图片（公开）', description: 'multipart 字段 file：PNG、JPEG、GIF 或 WebP，最大 5 MB', response: { 200: Envelope(UploadResult) } },
    },
    async (request) => success({ url: await saveAttachment(request.db, request, 0) }),
  );

  app.post(
    '/audit/lawyer/open/submit',
    {
      config: { public: true },
      onRequest: intakeLimit,
      schema: {
        tags,
        summary: '提交律师资质申请（公开）',
        description: '同一执业证号只有一份申请：被驳回的申请再次提交后回到待审核，审核记录保留',
        body: LawyerSubmit,
        response: { 200: Envelope(Type.Object({ id: Type.Integer(), resubmitted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { id, resubmitted } = await lawyers.submitApplication(request.db, null, request.body);
      return success({ id, resubmitted });
    },
  );

};

export default routes;
