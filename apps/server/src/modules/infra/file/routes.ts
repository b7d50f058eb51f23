import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GlobalErrors } from '@console/contracts/error-codes';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { attachmentHeader } from '../../../platform/excel';
import { isSafePath, readFile, saveFile, servedInline, sniffImageType } from '../../../platform/file-store';
import { Envelope } from '../../../platform/schemas';
import { readUpload, registerMultipart } from '../../../platform/upload';

/** Upload limit of the general file route (avatars have their own, smaller one). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const FileParams = Type.Object({
  configId: Type.Integer({ minimum: 0, maximum: 2147483647, description: '文件配置编号' }),
  '*': Type.String({ minLength: 1, maxLength: 512, description: '文件路径' }),
});

/** Files: /infra/file/upload, /infra/file/{configId}/get/{path} (issue 4 avatar; infra screens later). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const tags = ['文件管理'];

  app.post(
    '/infra/file/upload',
    {
      // Upstream has no permission on upload: any signed-in user may (editors, avatars…).
      config: { login: true },
      schema: { tags, summary: '上传文件', response: { 200: Envelope(Type.String()) } },
    },
    async (request) => {
      const upload = await readUpload(request, 'file', MAX_UPLOAD_BYTES);
      const path = upload.fields.path?.trim();
      if (path && !isSafePath(path)) {
        throw new ServiceError({ code: GlobalErrors.BAD_REQUEST.code, msg: `${GlobalErrors.BAD_REQUEST.msg}:path 文件路径不正确` });
      }
      const image = sniffImageType(upload.content);
      const type = image?.mime ?? (upload.mimetype || null);
      const saved = await request.db
        .transaction()
        .execute((trx) =>
          saveFile(trx, { name: upload.filename, content: upload.content, type, path, ext: image?.ext, actorId: request.loginUser!.id }),
        );
      return success(saved.url);
    },
  );

  app.get(
    '/infra/file/:configId/get/*',
    {
      config: { public: true },
      schema: { tags, summary: '下载文件', params: FileParams },
    },
    async (request, reply) => {
      const file = await readFile(app.db, request.params.configId, request.params['*']);
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const inline = servedInline(file.type);
      const name = request.params['*'].split('/').pop() ?? 'file';
      return reply
        .header('Content-Type', inline ? file.type! : 'application/octet-stream')
        .header('Content-Disposition', inline ? 'inline' : attachmentHeader(name))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.content);
    },
  );
};

export default routes;
