/**
 * File storage configs (the original's infra_file_config): database, local disk or S3-compatible object storage,
 * at most one master (a partial unique index), the master receiving uploads. Config 0 is the database storage every
 * file stored so far lives in (its URLs name it), and the master until another is made one.
 */
export const version = '0010_file_config';

export const sql = `
create table infra_file_config (
  id bigserial primary key,
  name varchar(63) not null,
  storage smallint not null,
  remark varchar(255),
  master boolean not null default false,
  config jsonb not null default '{}',
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()
);
create unique index uk_infra_file_config_master on infra_file_config (master) where master;
insert into infra_file_config (id, name, storage, remark, master, config, creator, updater)
values (0, '数据库（默认）', 1, '文件内容存于数据库 infra_file_content 表', true, '{}', '1', '1');

create index idx_infra_file_page on infra_file (id desc);
create index idx_infra_file_config_path on infra_file (config_id, path);
`;
