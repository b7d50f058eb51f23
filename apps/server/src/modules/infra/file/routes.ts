import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FileErrors, GlobalErrors } from '@console/contracts/error-codes';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { attachmentHeader } from '../../../platform/excel';
import { chosenFilePath, fileUrl, isPrivatePath, readFile, requestedFilePath, saveFile, servedInline } from '../../../platform/file-store';
import { sniffUpload } from '../../../platform/file-type';
import { noteChange } from '../../../platform/operate-log';
import { PageResult } from '@console/contracts/envelope';
import { FileCreate, FilePageQuery, FilePresignedUrl, FilePresignQuery, FileRow } from '@console/contracts/infra/file';
import { createPresigned, presignUpload } from './presign';
import * as files from './service';
import { requireUser } from '../../../platform/identity';
import { Envelope, IdQuery, OkTrue } from '../../../platform/schemas';
import { readUpload, registerMultipart } from '../../../platform/upload';

/** A private file asked for without a valid signature: the page holding the URL is older than the URL's life. */
const FILE_URL_REFUSED = { code: GlobalErrors.FORBIDDEN.code, msg: '文件链接无效或已过期，请刷新页面后重试' };

/** Upload limit of the general file route (avatars have their own, smaller one). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A private file's URL carries these (platform/file-store.ts FileUrlSigner). */
const SignedQuery = Type.Object({
  expires: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 40 })),
  signature: Type.Optional(Type.String({ maxLength: 64 })),
});

const FileParams = Type.Object({
  configId: Type.Integer({ minimum: 0, maximum: 2147483647, description: '文件配置编号' }),
  '*': Type.String({ minLength: 1, maxLength: 512, description: '文件路径' }),
});

/** Files: /infra/file/upload, /infra/file/{configId}/get/{path}. */
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
      const chosen = upload.fields.path?.trim();
      const path = chosen ? chosenFilePath(chosen) : undefined;
      // The type is what the bytes are, whatever the name or the header say; types we do not keep are refused.
      const sniffed = await sniffUpload(upload.content, upload.filename);
      const saved = await request.db
        .transaction()
        .execute((trx) =>
          saveFile(trx, { name: upload.filename, content: upload.content, type: sniffed.mime, path, ext: sniffed.ext, actorId: requireUser(request).id }),
        );
      return success(saved.url);
    },
  );

  app.get(
    '/infra/file/presigned-url',
    {
      // As upload: any signed-in user. Only with an S3 master config; the browser then PUTs the bytes itself.
      config: { login: true },
      schema: { tags, summary: '获取文件预签名地址（前端直传 S3）', querystring: FilePresignQuery, response: { 200: Envelope(FilePresignedUrl) } },
    },
    async (request) => success(await presignUpload(request.db, request.query.name, request.query.directory, requireUser(request).id)),
  );

  app.post(
    '/infra/file/create',
    {
      config: { login: true },
      schema: { tags, summary: '创建文件（记录前端直传的文件）', body: FileCreate, response: { 200: Envelope(Type.Integer()) } },
    },
    async (request) =>
      success(await createPresigned(request.db, request.body, { maxBytes: MAX_UPLOAD_BYTES, actorId: requireUser(request).id })),
  );

  app.get(
    '/infra/file/page',
    { config: { permission: 'infra:file:query' }, schema: { tags, summary: '获得文件分页', querystring: FilePageQuery, response: { 200: Envelope(PageResult(FileRow)) } } },
    async (request) => success(await files.pageFiles(app.db, request.query)),
  );

  app.delete(
    '/infra/file/delete',
    { config: { permission: 'infra:file:delete' }, schema: { tags, summary: '删除文件', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await files.deleteFile(app.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/infra/file/delete-list',
    permission: 'infra:file:delete',
    tags: tags,
    summary: '批量删除文件',
    db: () => app.db,
    deleteOne: (db, id, { afterCommit }) => files.deleteFile(db, id, { afterCommit, db: app.db }),
  });

  app.get(
    '/infra/file/:configId/get/*',
    {
      config: { public: true },
      schema: { tags, summary: '下载文件', params: FileParams, querystring: SignedQuery },
    },
    async (request, reply) => {
      // Privacy is decided on the path's normal form, which is all that passes (and what a signature covers).
      const path = requestedFilePath(request.url, request.params['*']);
      const isPrivate = isPrivatePath(path);
      if (isPrivate && !app.fileUrls.verify(fileUrl(request.params.configId, path), request.query.expires, request.query.signature)) {
        throw new ServiceError(FILE_URL_REFUSED);
      }
      const file = await readFile(app.db, request.params.configId, path);
      // An envelope like every answer under /admin-api (the one non-envelope answer is the file itself).
      if (!file) throw new ServiceError(FileErrors.FILE_NOT_EXISTS);
      const inline = servedInline(file.type);
      const name = path.split('/').pop() ?? 'file';
      return reply
        .header('Content-Type', inline ? file.type! : 'application/octet-stream')
        .header('Content-Disposition', inline ? 'inline' : attachmentHeader(name))
        // A private file is kept by this browser alone, and no longer than its URL is good for.
        .header('Cache-Control', isPrivate ? `private, max-age=${Math.max(0, request.query.expires! - Math.floor(Date.now() / 1000))}` : 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.content);
    },
  );
};

export default routes;
