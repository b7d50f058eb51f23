/** Notices, and the database-backed file store (avatars now; the infra file screens later). */
export const version = '0003_notice_file';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table system_notice (
  id bigserial primary key,
  title varchar(50) not null,
  content text not null,
  type smallint not null,
  status smallint not null default 0,${audit},
  tenant_id bigint not null
);
create index idx_system_notice_tenant on system_notice (tenant_id, id desc);

create table infra_file (
  id bigserial primary key,
  config_id bigint,
  name varchar(256) not null default '',
  path varchar(512) not null,
  url varchar(1024) not null,
  type varchar(128),
  size integer not null,${audit}
);

create table infra_file_content (
  id bigserial primary key,
  config_id bigint not null default 0,
  path varchar(512) not null,
  content bytea not null,${audit}
);
create unique index uk_infra_file_content_path on infra_file_content (config_id, path);
`;
