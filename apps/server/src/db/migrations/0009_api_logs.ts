/** API access and error logs (the original's infra_api_access_log and infra_api_error_log), per tenant. */
export const version = '0009_api_logs';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

// The request columns both tables start with (the text is the same as when it was written out twice).
const request = `  id bigserial primary key,
  trace_id varchar(64) not null default '',
  user_id bigint not null default 0,
  user_type smallint not null default 0,
  application_name varchar(50) not null default '',
  request_method varchar(16) not null default '',
  request_url varchar(255) not null default '',
  request_params varchar(8000) not null default '',
  user_ip varchar(50) not null default '',
  user_agent varchar(512) not null default '',`;

export const sql = `
create table infra_api_access_log (
${request}
  operate_module varchar(50) not null default '',
  operate_name varchar(50) not null default '',
  operate_type smallint not null default 0,
  begin_time timestamptz not null,
  end_time timestamptz not null,
  duration integer not null,
  result_code integer not null default 0,
  result_msg varchar(512) not null default '',
  tenant_id bigint not null default 0,${audit}
);
create index idx_infra_api_access_log_page on infra_api_access_log (tenant_id, id desc);
create index idx_infra_api_access_log_time on infra_api_access_log (create_time);

create table infra_api_error_log (
${request}
  exception_time timestamptz not null,
  exception_name varchar(128) not null default '',
  exception_message text not null default '',
  exception_root_cause_message text not null default '',
  exception_stack_trace text not null default '',
  exception_class_name varchar(512) not null default '',
  exception_file_name varchar(512) not null default '',
  exception_method_name varchar(512) not null default '',
  exception_line_number integer not null default 0,
  process_status smallint not null default 0,
  process_time timestamptz,
  process_user_id bigint,
  tenant_id bigint not null default 0,${audit}
);
create index idx_infra_api_error_log_page on infra_api_error_log (tenant_id, id desc);
`;
