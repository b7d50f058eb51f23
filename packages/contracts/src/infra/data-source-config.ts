import { Type } from 'typebox';
import { Body, IdOrZero, Nullable, Text } from '../schema';

/** A data source as shown: never its password. The master (id 0, the console's own database) has no createTime. */
export const DataSourceConfigRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  username: Type.String(),
  createTime: Nullable(Type.Integer()),
});

const fields = {
  name: Text({ minLength: 1, maxLength: 100, description: '数据源名称' }),
  url: Text({
    minLength: 1,
    maxLength: 1024,
    description: '数据源连接：jdbc:mysql://主机:端口/库名、jdbc:postgresql://主机:端口/库名，或 mysql://、postgres:// 开头的地址（不含用户名和密码）',
  }),
  username: Text({ minLength: 1, maxLength: 255, description: '用户名' }),
  // As the reference: required, and sent again on every update (it is never sent back).
  password: Text({ maxLength: 255, description: '密码（保存前用它测试连接；加密保存，任何接口都不返回）' }),
};
export const DataSourceConfigCreate = Body(fields);
export const DataSourceConfigUpdate = Body({ id: IdOrZero(), ...fields });
/** Id 0 is the master: get answers it, update and delete refuse it as not found (reference §3). */
export const DataSourceConfigIdQuery = Type.Object({ id: IdOrZero() });
