/**
 * The console as an OAuth2 provider (reference §2.7, §3.4): the registered clients (global, like SMS channels),
 * the authorisation codes and the users' remembered approvals (both per tenant). A client-credentials token
 * stands for a client, not a session, and has no refresh token: its refresh_token_id is null.
 */
export const version = '0014_oauth2';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table system_oauth2_client (
  id bigserial primary key,
  client_id varchar(255) not null,
  secret varchar(255) not null,
  name varchar(255) not null,
  logo varchar(1024) not null,
  description varchar(255),
  status smallint not null default 0,
  access_token_validity_seconds integer not null,
  refresh_token_validity_seconds integer not null,
  redirect_uris text not null default '[]',
  authorized_grant_types text not null default '[]',
  scopes text not null default '[]',
  auto_approve_scopes text not null default '[]',
  authorities text not null default '[]',
  resource_ids text not null default '[]',
  additional_information varchar(4096),${audit}
);
create unique index uk_system_oauth2_client_client_id on system_oauth2_client (client_id);

-- Codes are stored as hashes, like tokens; used_time marks the one exchange, family_id what it issued.
create table system_oauth2_code (
  id bigserial primary key,
  user_id bigint not null,
  user_type smallint not null default 2,
  code_hash char(64) not null,
  client_id varchar(255) not null,
  scopes varchar(1000) not null default '[]',
  redirect_uri varchar(1000) not null,
  state varchar(255) not null default '',
  code_challenge varchar(128),
  expires_time timestamptz not null,
  used_time timestamptz,
  family_id varchar(32),${audit},
  tenant_id bigint not null
);
create unique index uk_system_oauth2_code_hash on system_oauth2_code (code_hash);
create index idx_system_oauth2_code_expires on system_oauth2_code (expires_time);

create table system_oauth2_approve (
  id bigserial primary key,
  user_id bigint not null,
  user_type smallint not null default 2,
  client_id varchar(255) not null,
  scope varchar(255) not null,
  approved boolean not null,
  expires_time timestamptz not null,${audit},
  tenant_id bigint not null
);
create unique index uk_system_oauth2_approve on system_oauth2_approve (tenant_id, user_id, user_type, client_id, scope);

alter table system_oauth2_access_token alter column refresh_token_id drop not null;
create index idx_access_token_client on system_oauth2_access_token (client_id);
`;
