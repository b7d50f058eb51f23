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
