import { Type } from 'typebox';
import { Body, DateRange, Id, Nullable, Paging, Sort, Status } from '../schema';

export const DictTypeRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  status: Type.Integer(),
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const DictTypeFilter = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
});
export const DictTypePageQuery = Type.Object({ ...Paging, ...DictTypeFilter.properties });

const dictTypeFields = {
  name: Type.String({ minLength: 1, maxLength: 100, description: '字典名称' }),
  status: Type.Optional(Status),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
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
export const DictTypeUpdate = Body({ id: Id(), ...dictTypeFields });

export const DictTypeSimple = Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() });

export const ColorType = Type.Union(
  [Type.Literal(''), Type.Literal('default'), Type.Literal('primary'), Type.Literal('success'), Type.Literal('info'), Type.Literal('warning'), Type.Literal('danger')],
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
  label: Type.Optional(Type.String({ maxLength: 100 })),
  dictType: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Status),
});
export const DictDataPageQuery = Type.Object({ ...Paging, ...DictDataFilter.properties });

const dictDataFields = {
  sort: Sort,
  label: Type.String({ minLength: 1, maxLength: 100, description: '字典标签' }),
  value: Type.String({ minLength: 1, maxLength: 100, description: '字典键值' }),
  dictType: Type.String({ minLength: 1, maxLength: 100, description: '字典类型' }),
  status: Type.Optional(Status),
  colorType: Type.Optional(Nullable(ColorType)),
  cssClass: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
};
export const DictDataCreate = Body(dictDataFields);
export const DictDataUpdate = Body({ id: Id(), ...dictDataFields });

/** The `{type}` of `GET /system/dict-data/type/{type}`. */
export const DictTypeParams = Type.Object({ type: Type.String({ minLength: 1, maxLength: 100 }) });

export const DictDataSimple = Type.Object({
  dictType: Type.String(),
  value: Type.String(),
  label: Type.String(),
  colorType: Type.String(),
  cssClass: Type.String(),
});
