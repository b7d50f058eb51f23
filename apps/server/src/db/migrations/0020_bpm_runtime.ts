/**
 * Workflow, third part (reference pay-bpm §2.2, §2.5): what the original kept in Flowable's runtime and
 * history tables plus its bpm_process_instance_ext / bpm_task_ext — process instances (with the engine's state after
 * every step, so any process resumes them), tasks (one row per assignee, as the original's "one owner per task"),
 * the activity history the diagram highlights, and the OA leave example.
 */
export const version = '0020_bpm_runtime';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table bpm_process_instance (
  id bigserial primary key,
  process_definition_id bigint not null references bpm_process_definition (id),
  name varchar(64) not null,
  category varchar(64),
  start_user_id bigint not null,
  status smallint not null default 1 check (status in (1, 2)),
  result smallint not null default 1 check (result between 1 and 4),
  end_time timestamptz,
  form_variables text not null default '{}',
  business_key varchar(64),
  engine_state text,
  timer_due_time timestamptz,${audit},
  tenant_id bigint not null,
  check ((status = 1) = (result = 1)),
  check (status = 1 or engine_state is null)
);
create index idx_bpm_process_instance_starter on bpm_process_instance (tenant_id, start_user_id, id desc);
create index idx_bpm_process_instance_timer on bpm_process_instance (timer_due_time) where timer_due_time is not null;

create table bpm_task (
  id bigserial primary key,
  process_instance_id bigint not null references bpm_process_instance (id) on delete cascade,
  process_definition_id bigint not null,
  definition_key varchar(64) not null,
  name varchar(64) not null,
  execution_id varchar(128) not null,
  assignee_user_id bigint not null,
  result smallint not null default 1 check (result between 1 and 4),
  reason varchar(255),
  end_time timestamptz,
  next_assignee_user_ids text,${audit},
  tenant_id bigint not null,
  check ((result = 1) = (end_time is null))
);
create index idx_bpm_task_assignee on bpm_task (tenant_id, assignee_user_id, result, id desc);
create index idx_bpm_task_instance on bpm_task (process_instance_id);
-- One open task per engine wait and assignee: a step replayed cannot hand the same task out twice.
create unique index uk_bpm_task_open on bpm_task (process_instance_id, execution_id, assignee_user_id) where result = 1;

create table bpm_activity (
  id bigserial primary key,
  process_instance_id bigint not null references bpm_process_instance (id) on delete cascade,
  execution_id varchar(128) not null,
  key varchar(64) not null,
  type varchar(64) not null,
  start_time timestamptz not null default now(),
  end_time timestamptz,
  task_id bigint,
  tenant_id bigint not null
);
create unique index uk_bpm_activity_execution on bpm_activity (process_instance_id, execution_id);

create table bpm_oa_leave (
  id bigserial primary key,
  user_id bigint not null,
  type smallint not null,
  reason varchar(200) not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  day smallint not null check (day >= 0),
  result smallint not null default 1 check (result between 1 and 4),
  process_instance_id bigint references bpm_process_instance (id),${audit},
  tenant_id bigint not null,
  check (end_time >= start_time)
);
create index idx_bpm_oa_leave_user on bpm_oa_leave (tenant_id, user_id, id desc);
`;
