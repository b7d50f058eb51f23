import { Type } from 'typebox';
import { Body, DateRange, IdOrZero, Nullable, Paging, Text } from '../schema';

/** Every storage's settings in one object; which are required depends on the storage (service.ts). */
export const StorageConfig = Type.Object(
  {
    basePath: Type.Optional(Text({ maxLength: 255, description: '本地磁盘、FTP、SFTP：存储目录（绝对路径）' })),
    host: Type.Optional(Text({ maxLength: 255, description: 'FTP、SFTP：主机地址' })),
    port: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535, description: 'FTP、SFTP：端口' })),
    username: Type.Optional(Text({ maxLength: 255, description: 'FTP、SFTP：用户名' })),
    password: Type.Optional(Text({ maxLength: 255, description: 'FTP、SFTP：密码（加密保存，读取时只显示掩码）' })),
    mode: Type.Optional(Type.Union([Type.Literal('Active'), Type.Literal('Passive')], { description: 'FTP：连接模式，Active 主动或 Passive 被动' })),
    endpoint: Type.Optional(Text({ maxLength: 255, description: 'S3：节点地址，如 https://s3.example.com' })),
    bucket: Type.Optional(Text({ maxLength: 63, description: 'S3：存储桶' })),
    accessKey: Type.Optional(Text({ maxLength: 255, description: 'S3：accessKey' })),
    accessSecret: Type.Optional(Text({ maxLength: 255, description: 'S3：accessSecret（读取时只显示掩码）' })),
    region: Type.Optional(Text({ maxLength: 64, description: 'S3：区域，默认 us-east-1' })),
    domain: Type.Optional(Text({ maxLength: 255, description: '自定义域名（公开文件的访问地址前缀）' })),
  },
  { additionalProperties: false },
);

export const FileConfigRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  storage: Type.Integer(),
  master: Type.Boolean(),
  config: StorageConfig,
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const FileConfigFilter = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 63 })),
  storage: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  createTime: Type.Optional(DateRange),
});
export const FileConfigPageQuery = Type.Object({ ...Paging, ...FileConfigFilter.properties });

const fields = {
  name: Text({ minLength: 1, maxLength: 63, description: '配置名' }),
  config: StorageConfig,
  remark: Type.Optional(Nullable(Text({ maxLength: 255 }))),
};
const Storage = Type.Integer({ minimum: 0, maximum: 99, description: '存储器，见 infra_file_storage 字典' });
export const FileConfigCreate = Body({ ...fields, storage: Storage });
/** The storage of a config is fixed once created; a posted one is ignored. */
export const FileConfigUpdate = Body({ id: IdOrZero(), ...fields, storage: Type.Optional(Storage) });
/** Config 0 (the database) is a valid id here. */
export const FileConfigIdQuery = Type.Object({ id: IdOrZero() });
