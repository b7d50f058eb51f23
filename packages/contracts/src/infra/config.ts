import { Type } from 'typebox';
import { Body, DateRange, Int4Id, Nullable, Paging, Text } from '../schema';

export { ConfigType } from '../codes';

/** The wire names the original uses: `key` for config_key. */
export const ConfigRow = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  name: Type.String(),
  key: Type.String(),
  value: Type.String(),
  type: Type.Integer(),
  visible: Type.Boolean(),
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const ConfigFilter = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  key: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  createTime: Type.Optional(DateRange),
});
export const ConfigPageQuery = Type.Object({ ...Paging, ...ConfigFilter.properties });

const configFields = {
  category: Text({ minLength: 1, maxLength: 50, description: '参数分类' }),
  name: Text({ minLength: 1, maxLength: 100, description: '参数名称' }),
  value: Text({ maxLength: 500, description: '参数键值' }),
  visible: Type.Boolean({ description: '是否敏感（true 时 get-value-by-key 不返回）' }),
  remark: Type.Optional(Nullable(Text({ maxLength: 500 }))),
};
export const ConfigCreate = Body({ ...configFields, key: Text({ minLength: 1, maxLength: 100, description: '参数键名' }) });
/** The key of a config is fixed once created; a posted one is ignored. */
export const ConfigUpdate = Body({ id: Int4Id(), ...configFields, key: Type.Optional(Type.String({ maxLength: 100 })) });
