/**
 * Workflow, second part (reference pay-bpm §2.1, §2.2, §2.5): models (what the original kept in Flowable's
 * ACT_RE_MODEL: key, name, category, form settings, the BPMN), process definitions (each deployment a new version
 * of its key, with a snapshot of the form and the BPMN; the reference's ACT_RE_PROCDEF + bpm_process_definition_ext),
 * and the task assignment rules — a model's editable ones (definition 0) and the copies each deployment freezes.
 */
export const version = '0019_bpm_model';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table bpm_model (
  id bigserial primary key,
  key varchar(64) not null,
  name varchar(64) not null,
  description varchar(255),
  category varchar(64),
  form_type smallint,
  form_id bigint,
  form_custom_create_path varchar(255),
  form_custom_view_path varchar(255),
  bpmn_xml text,${audit},
  tenant_id bigint not null
);
create unique index uk_bpm_model_key on bpm_model (tenant_id, key);

create table bpm_process_definition (
  id bigserial primary key,
  model_id bigint not null references bpm_model (id) on delete cascade,
  key varchar(64) not null,
  name varchar(64) not null,
  version integer not null,
  description varchar(255),
  category varchar(64),
  form_type smallint not null,
  form_id bigint,
  form_conf varchar(4000),
  form_fields text,
  form_custom_create_path varchar(255),
  form_custom_view_path varchar(255),
  bpmn_xml text not null,
  suspension_state smallint not null default 1 check (suspension_state in (1, 2)),
  deployment_time timestamptz not null default now(),${audit},
  tenant_id bigint not null
);
create unique index uk_bpm_process_definition_version on bpm_process_definition (tenant_id, key, version);

create table bpm_task_assign_rule (
  id bigserial primary key,
  model_id bigint not null references bpm_model (id) on delete cascade,
  process_definition_id bigint not null default 0,
  task_definition_key varchar(64) not null,
  type smallint not null,
  options text not null,${audit},
  tenant_id bigint not null
);
create unique index uk_bpm_task_assign_rule on bpm_task_assign_rule (tenant_id, model_id, process_definition_id, task_definition_key);
`;
