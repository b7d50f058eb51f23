/**
 * Data source configs (the original's infra_data_source_config): databases other than the console's own that
 * 代码生成 imports tables from and 数据库文档 describes. Shared by every tenant, as the original (no tenant_id).
 * The console's own database is not a row: it is the master, id 0, built from the running configuration.
 * `password` holds the password sealed with AES-256-GCM (platform/secret-box.ts), never the password itself.
 */
export const version = '0024_data_source_config';

export const sql = `
create table infra_data_source_config (
  id bigserial primary key,
  name varchar(100) not null,
  url varchar(1024) not null,
  username varchar(255) not null,
  password text not null,
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now(),
  constraint uk_infra_data_source_config_name unique (name)
);
comment on table infra_data_source_config is '数据源配置表';
comment on column infra_data_source_config.id is '主键编号';
comment on column infra_data_source_config.name is '数据源名称';
comment on column infra_data_source_config.url is '数据源连接';
comment on column infra_data_source_config.username is '用户名';
comment on column infra_data_source_config.password is '密码（AES-256-GCM 加密）';
comment on column infra_data_source_config.creator is '创建者';
comment on column infra_data_source_config.create_time is '创建时间';
comment on column infra_data_source_config.updater is '更新者';
comment on column infra_data_source_config.update_time is '更新时间';
`;
