import { Type } from 'typebox';
import { DateRange, Nullable, Paging } from '../schema';

export const FileRow = Type.Object({
  id: Type.Integer(),
  configId: Nullable(Type.Integer()),
  name: Type.String(),
  path: Type.String(),
  url: Type.String(),
  type: Nullable(Type.String()),
  size: Type.Integer(),
  createTime: Type.Integer(),
});

export const FileFilter = Type.Object({
  path: Type.Optional(Type.String({ maxLength: 512 })),
  type: Type.Optional(Type.String({ maxLength: 128 })),
  createTime: Type.Optional(DateRange),
});
export const FilePageQuery = Type.Object({ ...Paging, ...FileFilter.properties });

/** GET /infra/file/presigned-url: a direct upload to the S3 master config (the Vue 3 UI's client-side upload). */
export const FilePresignQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 256, description: '文件名称' }),
  directory: Type.Optional(Type.String({ maxLength: 128, description: '文件目录' })),
});
export const FilePresignedUrl = Type.Object({
  configId: Type.Integer(),
  uploadUrl: Type.String(),
  url: Type.String(),
  path: Type.String(),
});

/** POST /infra/file/create: records a direct upload. `url`, `type` and `size` are accepted and ignored: the server
 * judges the stored bytes. */
export const FileCreate = Type.Object({
  configId: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  path: Type.String({ minLength: 1, maxLength: 512 }),
  name: Type.Optional(Type.String({ maxLength: 256 })),
  url: Type.Optional(Type.String({ maxLength: 1024 })),
  type: Type.Optional(Type.String({ maxLength: 128 })),
  size: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 40 })),
});
