/**
 * Scheduled jobs (reference §3.3 infra_job, infra_job_log) and the tables of pg-boss, the PostgreSQL queue that runs
 * them once per cluster (platform/queue.ts). pg-boss's own construction script (without its BEGIN/COMMIT: it runs
 * inside this migration's transaction), so the prebuilt and test databases carry it and a start does not build it;
 * later pg-boss versions migrate their schema themselves on start.
 */
export const version = '0008_infra_jobs';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

/** pg-boss (about 60 ms to load) is loaded only when this migration runs, not at every start. */
async function pgBossSchema(): Promise<string> {
  const { default: PgBoss } = await import('pg-boss');
  return PgBoss.getConstructionPlans('pgboss')
    .replace(/^\s*BEGIN;\s*$/m, '')
    .replace(/^\s*COMMIT;\s*$/m, '')
    .replace(/^\s*SET LOCAL [^;]*;\s*$/gm, '');
}

export const sql = async () => `
create table infra_job (
  id bigserial primary key,
  name varchar(32) not null,
  status smallint not null,
  handler_name varchar(64) not null,
  handler_param varchar(255),
  cron_expression varchar(32) not null,
  retry_count integer not null default 0,
  retry_interval integer not null default 0,
  monitor_timeout integer not null default 0,${audit}
);
create unique index uk_infra_job_handler_name on infra_job (handler_name);

create table infra_job_log (
  id bigserial primary key,
  job_id bigint not null,
  handler_name varchar(64) not null,
  handler_param varchar(255),
  execute_index smallint not null default 1,
  begin_time timestamptz not null,
  end_time timestamptz,
  duration integer,
  status smallint not null,
  result varchar(4000) not null default '',
  -- The queue's job this run belongs to: a retry finds the runs of a process that died, the monitor the queue state.
  queue_job_id uuid,
  -- The cron second this run was scheduled for (null for 执行一次).
  fire_time timestamptz,${audit}
);
create index idx_infra_job_log_page on infra_job_log (id desc);
create index idx_infra_job_log_job on infra_job_log (job_id, id desc);
create index idx_infra_job_log_running on infra_job_log (queue_job_id) where status = 0;

${await pgBossSchema()}
`;
