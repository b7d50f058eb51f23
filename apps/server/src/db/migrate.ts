import { sql } from 'kysely';
import type { Db } from './database';
import * as m0001 from './migrations/0001_foundation';
import * as m0002 from './migrations/0002_row_counts';
import * as m0003 from './migrations/0003_notice_file';
import * as m0004 from './migrations/0004_users_indexes';
import * as m0005 from './migrations/0005_lawyer_audit';
import * as m0006 from './migrations/0006_unique_rules';
import * as m0007 from './migrations/0007_server_secrets';
import * as m0008 from './migrations/0008_infra_jobs';
import * as m0009 from './migrations/0009_api_logs';
import * as m0010 from './migrations/0010_file_config';
import * as m0011 from './migrations/0011_server_process';
import * as m0012 from './migrations/0012_sms';
import * as m0013 from './migrations/0013_social';
import * as m0014 from './migrations/0014_oauth2';
import * as m0015 from './migrations/0015_pay_merchant_app';
import * as m0016 from './migrations/0016_pay_channel';
import * as m0017 from './migrations/0017_pay_order';
import * as m0018 from './migrations/0018_bpm_form_group';
import * as m0019 from './migrations/0019_bpm_model';
import * as m0020 from './migrations/0020_bpm_runtime';
import * as m0021 from './migrations/0021_access_log_brin';
import * as m0022 from './migrations/0022_sliding_rate_limit';
import * as m0023 from './migrations/0023_oauth2_client_tenants';
import * as m0024 from './migrations/0024_data_source_config';
import * as m0025 from './migrations/0025_table_comments';
import * as m0026 from './migrations/0026_codegen';
import * as m0027 from './migrations/0027_error_code';
import * as m0028 from './migrations/0028_sensitive_word';
import * as m0029 from './migrations/0029_codegen_column_facts';
import * as m0030 from './migrations/0030_vue3_frame';
import * as m0031 from './migrations/0031_mail';
import * as m0032 from './migrations/0032_notify';
import * as m0033 from './migrations/0033_codegen_front_type';
import * as m0034 from './migrations/0034_file_presign';

type Migration = { version: string; sql: string | (() => Promise<string>) };

/** Applied in this order; a version once released never changes. A migration's SQL may be built when it runs. */
const CORE_MIGRATIONS: readonly Migration[] = [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009, m0010, m0011, m0012, m0013, m0014, m0015, m0016, m0017, m0018, m0019, m0020, m0021, m0022, m0023, m0024, m0025, m0026, m0027, m0028, m0029, m0030, m0031, m0032, m0033, m0034];

/** Migrations of extension modules (modules/extensions.ts, installed by platform/extension.ts), applied after the console's own. */
const extensionMigrations: Migration[] = [];

/** Adds extension modules' migrations (once each, by version), before migrate() runs. */
export function registerMigrations(list: readonly Migration[]): void {
  for (const m of list) if (!extensionMigrations.some((known) => known.version === m.version)) extensionMigrations.push(m);
}

const allMigrations = (): readonly Migration[] => [...CORE_MIGRATIONS, ...extensionMigrations];

// Any fixed number: serialises concurrent migrators across processes on one PostgreSQL.
const MIGRATION_LOCK = 48080001;

/** Whether a table exists (in the search path), without an error to catch when it does not. */
export async function tableExists(db: Db, table: string): Promise<boolean> {
  return (await sql<{ present: boolean }>`select to_regclass(${table}) is not null as present`.execute(db)).rows[0]?.present === true;
}

/** The versions recorded as applied; empty before the first migration. */
async function appliedVersions(db: Db): Promise<Set<string>> {
  if (!(await tableExists(db, 'schema_migrations'))) return new Set();
  return new Set((await sql<{ version: string }>`select version from schema_migrations`.execute(db)).rows.map((r) => r.version));
}

/** How many of this build's migrations the database has not recorded (readiness: a process is ready at 0). */
export async function pendingMigrationCount(db: Db): Promise<number> {
  const versions = allMigrations().map((m) => m.version);
  const { rows } = await sql<{ applied: number }>`select count(*)::int as applied from schema_migrations where version = any(${versions})`.execute(db);
  return versions.length - (rows[0]?.applied ?? 0);
}

export async function migrate(db: Db): Promise<string[]> {
  // A restart usually finds everything applied: two reads, no lock, no transaction.
  const recorded = await appliedVersions(db);
  const migrations = allMigrations();
  if (migrations.every((m) => recorded.has(m.version))) return [];
  await sql`create table if not exists schema_migrations (
    version varchar(100) primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    const done = await appliedVersions(trx);
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await sql.raw(typeof m.sql === 'string' ? m.sql : await m.sql()).execute(trx);
      await sql`insert into schema_migrations (version) values (${m.version})`.execute(trx);
      applied.push(m.version);
    }
    return applied;
  });
}
