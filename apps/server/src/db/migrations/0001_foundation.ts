/** Foundation schema: tenants, identity, permissions, dictionaries, config, logs, tokens, captcha, rate limits. */
export const version = '0001_foundation';

// Common audit columns (reference §3.1); rows are deleted physically, so no `deleted` flag.
const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table system_tenant_package (
  id bigserial primary key,
  name varchar(30) not null,
  status smallint not null default 0,
  remark varchar(256) not null default '',
  menu_ids jsonb not null default '[]',${audit}
);

create table system_tenant (
  id bigserial primary key,
  name varchar(30) not null,
  contact_user_id bigint,
  contact_name varchar(30) not null,
  contact_mobile varchar(500),
  status smallint not null default 0,
  domain varchar(256) not null default '',
  package_id bigint not null,
  expire_time timestamptz not null,
  account_count integer not null,${audit}
);
create unique index uk_system_tenant_name on system_tenant (name);

create table system_dept (
  id bigserial primary key,
  name varchar(30) not null default '',
  parent_id bigint not null default 0,
  sort integer not null default 0,
  leader_user_id bigint,
  phone varchar(11),
  email varchar(50),
  status smallint not null default 0,${audit},
  tenant_id bigint not null
);
create index idx_system_dept_tenant_parent on system_dept (tenant_id, parent_id);

create table system_post (
  id bigserial primary key,
  code varchar(64) not null,
  name varchar(50) not null,
  sort integer not null default 0,
  status smallint not null default 0,
  remark varchar(500),${audit},
  tenant_id bigint not null
);

create table system_users (
  id bigserial primary key,
  username varchar(30) not null,
  password varchar(200) not null default '',
  nickname varchar(30) not null,
  remark varchar(500),
  dept_id bigint,
  post_ids jsonb not null default '[]',
  email varchar(50) not null default '',
  mobile varchar(11) not null default '',
  sex smallint not null default 0,
  avatar varchar(512) not null default '',
  status smallint not null default 0,
  login_ip varchar(50) not null default '',
  login_date timestamptz,
  login_fail_count integer not null default 0,
  locked_until timestamptz,${audit},
  tenant_id bigint not null
);
create unique index uk_system_users_username on system_users (tenant_id, username);
create index idx_system_users_dept on system_users (tenant_id, dept_id);
create index idx_system_users_mobile on system_users (mobile);

create table system_user_post (
  id bigserial primary key,
  user_id bigint not null,
  post_id bigint not null,${audit},
  tenant_id bigint not null
);
create index idx_system_user_post_user on system_user_post (user_id);

create table system_role (
  id bigserial primary key,
  name varchar(30) not null,
  code varchar(100) not null,
  sort integer not null default 0,
  data_scope smallint not null default 1,
  data_scope_dept_ids jsonb not null default '[]',
  status smallint not null default 0,
  type smallint not null default 2,
  remark varchar(500),${audit},
  tenant_id bigint not null
);

create table system_user_role (
  id bigserial primary key,
  user_id bigint not null,
  role_id bigint not null,${audit},
  tenant_id bigint not null
);
create unique index uk_system_user_role on system_user_role (user_id, role_id);

create table system_menu (
  id bigserial primary key,
  name varchar(50) not null,
  permission varchar(100) not null default '',
  type smallint not null,
  sort integer not null default 0,
  parent_id bigint not null default 0,
  path varchar(200) not null default '',
  icon varchar(100) not null default '',
  component varchar(255),
  status smallint not null default 0,
  visible boolean not null default true,
  keep_alive boolean not null default true,${audit}
);

create table system_role_menu (
  id bigserial primary key,
  role_id bigint not null,
  menu_id bigint not null,${audit},
  tenant_id bigint not null
);
create unique index uk_system_role_menu on system_role_menu (role_id, menu_id);

create table system_dict_type (
  id bigserial primary key,
  name varchar(100) not null default '',
  type varchar(100) not null default '',
  status smallint not null default 0,
  remark varchar(500),${audit}
);
create unique index uk_system_dict_type_type on system_dict_type (type);
create unique index uk_system_dict_type_name on system_dict_type (name);

create table system_dict_data (
  id bigserial primary key,
  sort integer not null default 0,
  label varchar(100) not null default '',
  value varchar(100) not null default '',
  dict_type varchar(100) not null default '',
  status smallint not null default 0,
  color_type varchar(100) not null default '',
  css_class varchar(100) not null default '',
  remark varchar(500),${audit}
);
create unique index uk_system_dict_data_type_value on system_dict_data (dict_type, value);
create index idx_system_dict_data_page on system_dict_data (dict_type desc, sort desc, id desc);

create table infra_config (
  id serial primary key,
  category varchar(50) not null,
  type smallint not null,
  name varchar(100) not null default '',
  config_key varchar(100) not null default '',
  value varchar(500) not null default '',
  visible boolean not null default false,
  remark varchar(500),${audit}
);
create unique index uk_infra_config_key on infra_config (config_key);

create table system_login_log (
  id bigserial primary key,
  log_type bigint not null,
  trace_id varchar(64) not null default '',
  user_id bigint not null default 0,
  user_type smallint not null default 2,
  username varchar(50) not null default '',
  result smallint not null,
  user_ip varchar(50) not null,
  user_agent varchar(512) not null,${audit},
  tenant_id bigint not null
);
create index idx_system_login_log_tenant on system_login_log (tenant_id, id desc);

create table system_operate_log (
  id bigserial primary key,
  trace_id varchar(64) not null default '',
  user_id bigint not null,
  user_type smallint not null default 2,
  module varchar(50) not null,
  name varchar(50) not null,
  type bigint not null default 0,
  content varchar(2000) not null default '',
  exts jsonb,
  request_method varchar(16) not null default '',
  request_url varchar(255) not null default '',
  user_ip varchar(50) not null default '',
  user_agent varchar(200) not null default '',
  java_method varchar(512) not null default '',
  java_method_args text not null default '',
  start_time timestamptz not null,
  duration integer not null,
  result_code integer not null default 0,
  result_msg varchar(512) not null default '',
  result_data varchar(4000) not null default '',${audit},
  tenant_id bigint not null
);
create index idx_system_operate_log_tenant on system_operate_log (tenant_id, id desc);

-- Refresh tokens form families: rotation issues a new member; reusing a rotated one revokes the family.
create table system_oauth2_refresh_token (
  id bigserial primary key,
  user_id bigint not null,
  user_type smallint not null default 2,
  token_hash char(64) not null,
  family_id varchar(32) not null,
  client_id varchar(255) not null default 'default',
  scopes varchar(255),
  expires_time timestamptz not null,
  rotated_time timestamptz,
  revoked boolean not null default false,${audit},
  tenant_id bigint not null
);
create unique index uk_refresh_token_hash on system_oauth2_refresh_token (token_hash);
create index idx_refresh_token_family on system_oauth2_refresh_token (family_id);

create table system_oauth2_access_token (
  id bigserial primary key,
  user_id bigint not null,
  user_type smallint not null default 2,
  token_hash char(64) not null,
  refresh_token_id bigint not null,
  family_id varchar(32) not null,
  client_id varchar(255) not null default 'default',
  scopes varchar(255),
  expires_time timestamptz not null,
  -- What the user may do, fixed when the token is issued: a role change reaches the user at the next
  -- sign-in or refresh, and every process answers the same.
  login_user jsonb not null,${audit},
  tenant_id bigint not null
);
create unique index uk_access_token_hash on system_oauth2_access_token (token_hash);
create index idx_access_token_family on system_oauth2_access_token (family_id);

-- Captcha challenges live in the database so any API process can verify them.
create table system_captcha (
  token varchar(64) primary key,
  point_x integer not null,
  point_y integer not null,
  secret_key varchar(32) not null,
  expires_time timestamptz not null,
  verification_hash char(64),
  verification_expires_time timestamptz,
  create_time timestamptz not null default now()
);
create unique index uk_system_captcha_verification on system_captcha (verification_hash);

-- Fixed-window counters shared by every API process.
create table system_rate_limit (
  key varchar(200) not null,
  window_start timestamptz not null,
  count integer not null default 0,
  primary key (key, window_start)
);

create table system_sms_code (
  id bigserial primary key,
  mobile varchar(11) not null,
  code varchar(6) not null,
  create_ip varchar(50) not null default '',
  scene smallint not null,
  today_index smallint not null,
  used boolean not null default false,
  used_time timestamptz,
  used_ip varchar(255),${audit},
  tenant_id bigint not null
);
create index idx_system_sms_code_mobile on system_sms_code (mobile, id desc);
`;
