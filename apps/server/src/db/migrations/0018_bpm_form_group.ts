/**
 * Workflow, first part (reference pay-bpm §2.2): the forms processes use (the original form designer's
 * `conf` and `fields`, as JSON text) and the user groups task rules can name. Per tenant, as the original's
 * TenantBaseDO. A group's members are a join table here (the original: a JSON id list), so a user's groups are one
 * indexed read and a deleted user leaves no dangling id.
 */
export const version = '0018_bpm_form_group';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table bpm_form (
  id bigserial primary key,
  name varchar(64) not null,
  status smallint not null default 0,
  conf varchar(4000) not null,
  fields text not null,
  remark varchar(255),${audit},
  tenant_id bigint not null
);
create index idx_bpm_form_tenant on bpm_form (tenant_id, id);

create table bpm_user_group (
  id bigserial primary key,
  name varchar(30) not null,
  description varchar(255) not null,
  status smallint not null default 0,${audit},
  tenant_id bigint not null
);
create index idx_bpm_user_group_tenant on bpm_user_group (tenant_id, id);

create table bpm_user_group_member (
  group_id bigint not null references bpm_user_group (id) on delete cascade,
  user_id bigint not null references system_users (id) on delete cascade,
  tenant_id bigint not null,
  primary key (group_id, user_id)
);
create index idx_bpm_user_group_member_user on bpm_user_group_member (user_id);
`;
