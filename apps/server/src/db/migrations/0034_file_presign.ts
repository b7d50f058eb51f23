/**
 * Direct uploads to S3 (file/presigned-url, then file/create): each path handed out is remembered until its file is
 * recorded, so create accepts only a path this server handed out, and the nightly clean-up deletes the objects of
 * uploads never recorded (a browser that PUT the bytes and then closed) once their URL has long expired.
 */
export const version = '0034_file_presign';

export const sql = `
create table infra_file_presign (
  id bigserial,
  config_id bigint not null,
  path varchar(512) not null,
  expire_time timestamptz not null,
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  constraint pk_infra_file_presign primary key (id),
  constraint uk_infra_file_presign_path unique (config_id, path)
);
create index idx_infra_file_presign_expire on infra_file_presign (expire_time);
comment on table infra_file_presign is '文件直传地址（已签发、尚未登记为文件的上传路径）';
comment on column infra_file_presign.id is '编号';
comment on column infra_file_presign.config_id is '文件配置编号';
comment on column infra_file_presign.path is '文件路径';
comment on column infra_file_presign.expire_time is '直传地址过期时间';
comment on column infra_file_presign.creator is '创建者';
comment on column infra_file_presign.create_time is '创建时间';
`;
