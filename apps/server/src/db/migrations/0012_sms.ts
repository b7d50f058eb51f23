/**
 * SMS channels, templates and the send log (the original's system_sms_channel, system_sms_template, system_sms_log).
 * Channels and templates are the platform's (no tenant, as the reference); the send log is per tenant here — a
 * departure: it holds codes and mobiles, so a tenant's administrators see only their own.
 */
export const version = '0012_sms';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table system_sms_channel (
  id bigserial primary key,
  signature varchar(12) not null,
  code varchar(63) not null,
  status smallint not null default 0,
  remark varchar(255),
  api_key varchar(255) not null default '',
  api_secret varchar(255),
  callback_url varchar(255),${audit}
);

create table system_sms_template (
  id bigserial primary key,
  type smallint not null,
  status smallint not null default 0,
  code varchar(63) not null,
  name varchar(63) not null,
  content varchar(255) not null,
  params varchar(255) not null default '[]',
  remark varchar(255),
  api_template_id varchar(63) not null,
  channel_id bigint not null references system_sms_channel (id),
  channel_code varchar(63) not null,${audit}
);
create unique index uk_system_sms_template_code on system_sms_template (code);

create table system_sms_log (
  id bigserial primary key,
  channel_id bigint not null,
  channel_code varchar(63) not null,
  template_id bigint not null,
  template_code varchar(63) not null,
  template_type smallint not null,
  template_content varchar(255) not null,
  template_params varchar(255) not null default '{}',
  api_template_id varchar(63) not null,
  mobile varchar(11) not null,
  user_id bigint,
  user_type smallint,
  send_status smallint not null default 0,
  send_time timestamptz,
  api_send_code varchar(63),
  api_send_msg varchar(255),
  api_request_id varchar(255),
  api_serial_no varchar(255),
  receive_status smallint not null default 0,
  receive_time timestamptz,
  api_receive_code varchar(63),
  api_receive_msg varchar(255),
  tenant_id bigint not null default 0,${audit}
);
create index idx_system_sms_log_page on system_sms_log (tenant_id, id desc);
create index idx_system_sms_log_serial on system_sms_log (channel_id, api_serial_no);
`;
