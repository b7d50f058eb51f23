/**
 * Social sign-in (reference §2.6, §3.4): the providers' app credentials (system_social_client, global like SMS
 * channels), the single-use authorisation states (system_social_state), the provider accounts seen
 * (system_social_user) and their binding to staff accounts (system_social_user_bind), both per tenant.
 */
export const version = '0013_social';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table system_social_client (
  id bigserial primary key,
  name varchar(255) not null,
  social_type smallint not null,
  user_type smallint not null default 2,
  client_id varchar(255) not null,
  client_secret varchar(255) not null,
  agent_id varchar(255),
  status smallint not null default 0,${audit}
);
create unique index uk_system_social_client_type on system_social_client (social_type, user_type);

create table system_social_state (
  state varchar(64) primary key,
  social_type smallint not null,
  redirect_uri varchar(1000) not null,
  expires_time timestamptz not null,
  tenant_id bigint not null default 0,
  create_time timestamptz not null default now()
);
create index idx_system_social_state_expires on system_social_state (expires_time);

create table system_social_user (
  id bigserial primary key,
  type smallint not null,
  openid varchar(128) not null,
  token varchar(1024),
  raw_token_info varchar(4096),
  nickname varchar(64) not null default '',
  avatar varchar(512),
  raw_user_info varchar(4096),
  code varchar(256),
  state varchar(64),
  tenant_id bigint not null default 0,${audit}
);
create unique index uk_system_social_user_openid on system_social_user (tenant_id, type, openid);

create table system_social_user_bind (
  id bigserial primary key,
  user_id bigint not null,
  user_type smallint not null default 2,
  social_type smallint not null,
  social_user_id bigint not null references system_social_user (id) on delete cascade,
  tenant_id bigint not null default 0,${audit}
);
-- One account of a provider per staff member, and one staff member per provider account.
create unique index uk_system_social_bind_user on system_social_user_bind (tenant_id, user_type, social_type, user_id);
create unique index uk_system_social_bind_social on system_social_user_bind (tenant_id, user_type, social_user_id);
`;
