/** Lawyer qualification audit: applications and their audit trail. */
export const version = '0005_lawyer_audit';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table audit_lawyer (
  id bigserial primary key,
  name varchar(30) not null,
  sex smallint not null,
  mobile varchar(20) not null,
  id_card varchar(18) not null,
  licence_no varchar(17) not null,
  law_firm varchar(100) not null,
  province varchar(20) not null,
  city varchar(30) not null,
  practice_start_year smallint not null,
  specialties jsonb not null default '[]',
  biography varchar(500) not null default '',
  licence_photo_url varchar(1024) not null,
  id_card_front_url varchar(1024) not null,
  id_card_back_url varchar(1024) not null,
  status smallint not null default 0,
  submit_time timestamptz not null default now(),
  submit_count integer not null default 1,
  -- Bumped by every change of the application (resubmission, decision): decisions name the version they saw.
  version integer not null default 1,
  audit_user_id bigint,
  audit_user_name varchar(64),
  audit_time timestamptz,
  audit_reason varchar(200),${audit},
  tenant_id bigint not null
);
create unique index uk_audit_lawyer_licence on audit_lawyer (tenant_id, licence_no);
-- The queue: by status, oldest submission first.
create index idx_audit_lawyer_queue on audit_lawyer (tenant_id, status, submit_time, id);
create index idx_audit_lawyer_mobile on audit_lawyer (tenant_id, mobile);

create table audit_lawyer_record (
  id bigserial primary key,
  lawyer_id bigint not null,
  action smallint not null,
  status smallint not null,
  reason varchar(200),
  operator_id bigint,
  operator_name varchar(64) not null default '',${audit},
  tenant_id bigint not null
);
-- Applications name their attachments by URL; checked on every submission.
create index idx_infra_file_url on infra_file (url);
create index idx_audit_lawyer_record_lawyer on audit_lawyer_record (tenant_id, lawyer_id, id);
`;
