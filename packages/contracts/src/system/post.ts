import { Type } from 'typebox';
import { Body, Id, Nullable, Paging, Sort, Status } from '../schema';

export const PostRow = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  status: Type.Integer(),
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const PostFilter = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 64 })),
  name: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Status),
});
export const PostPageQuery = Type.Object({ ...Paging, ...PostFilter.properties });

const postFields = {
  name: Type.String({ minLength: 1, maxLength: 50, description: '岗位名称' }),
  code: Type.String({ minLength: 1, maxLength: 64, description: '岗位编码' }),
  sort: Sort,
  status: Type.Optional(Status),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
};
export const PostCreate = Body(postFields);
export const PostUpdate = Body({ id: Id(), ...postFields });

export const PostSimple = Type.Object({ id: Type.Integer(), name: Type.String() });
