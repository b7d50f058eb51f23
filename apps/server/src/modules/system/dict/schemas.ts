import { Type } from 'typebox';
import { Body, DateRange, Nullable, Status } from '../../../platform/schemas';
import { PageParams } from '@console/contracts/envelope';

/**
 * PostgreSQL text cannot hold U+0000: without this a NUL in a field or filter reached the database and
 * answered 500. Refused here it is a 400 naming the field.
 */
const NO_NUL = '^[^\\u0000]*$';
const Text = (options: NonNullable<Parameters<typeof Type.String>[0]>) => Type.String({ pattern: NO_NUL, ...options });

/**
 * `?id=` on get/delete. The platform IdQuery lets Infinity (`1e400`) and ids beyond bigint through to the
 * database (500); here they are refused as 400.
 */
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '编号' });
export const DictIdQuery = Type.Object({ id: Id });

/**
 * Paging as the contract, with pageNo bounded so that the offset stays an exact integer: `pageNo=1e400`
 * (Infinity) or a 20-digit page number answered 500 from the database.
 */
const Paging = {
  ...PageParams.properties,
  pageNo: Type.Integer({ minimum: 1, maximum: Math.floor(Number.MAX_SAFE_INTEGER / 100), default: 1, description: '页码，从 1 开始' }),
};

export const DictTypeRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  status: Type.Integer(),
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const DictTypeFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 100 })),
  type: Type.Optional(Text({ maxLength: 100 })),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
});
export const DictTypePageQuery = Type.Object({ ...Paging, ...DictTypeFilter.properties });

const dictTypeFields = {
  name: Text({ minLength: 1, maxLength: 100, description: '字典名称' }),
  status: Type.Optional(Status),
  remark: Type.Optional(Nullable(Text({ maxLength: 500 }))),
};
export const DictTypeCreate = Body({
  ...dictTypeFields,
  type: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[a-z][a-z0-9_]*$',
    description: '字典类型：以小写字母开头，只能包含小写字母、数字和下划线',
  }),
});
export const DictTypeUpdate = Body({ id: Id, ...dictTypeFields });

export const DictTypeSimple = Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() });

export const ColorType = Type.Union(
  ['', 'default', 'primary', 'success', 'info', 'warning', 'danger'].map((c) => Type.Literal(c)),
  { description: '颜色类型：default、primary、success、info、warning、danger' },
);

export const DictDataRow = Type.Object({
  id: Type.Integer(),
  sort: Type.Integer(),
  label: Type.String(),
  value: Type.String(),
  dictType: Type.String(),
  status: Type.Integer(),
  colorType: Type.String(),
  cssClass: Type.String(),
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const DictDataFilter = Type.Object({
  label: Type.Optional(Text({ maxLength: 100 })),
  dictType: Type.Optional(Text({ maxLength: 100 })),
  status: Type.Optional(Status),
});
export const DictDataPageQuery = Type.Object({ ...Paging, ...DictDataFilter.properties });

const dictDataFields = {
  sort: Type.Integer({ minimum: -2147483648, maximum: 2147483647, description: '显示顺序' }),
  label: Text({ minLength: 1, maxLength: 100, description: '字典标签' }),
  value: Text({ minLength: 1, maxLength: 100, description: '字典键值' }),
  dictType: Text({ minLength: 1, maxLength: 100, description: '字典类型' }),
  status: Type.Optional(Status),
  colorType: Type.Optional(Nullable(ColorType)),
  cssClass: Type.Optional(Nullable(Text({ maxLength: 100 }))),
  remark: Type.Optional(Nullable(Text({ maxLength: 500 }))),
};
export const DictDataCreate = Body(dictDataFields);
export const DictDataUpdate = Body({ id: Id, ...dictDataFields });

/** The `{type}` of `GET /system/dict-data/type/{type}`. */
export const DictTypeParams = Type.Object({ type: Text({ minLength: 1, maxLength: 100 }) });

export const DictDataSimple = Type.Object({
  dictType: Type.String(),
  value: Type.String(),
  label: Type.String(),
  colorType: Type.String(),
  cssClass: Type.String(),
});
