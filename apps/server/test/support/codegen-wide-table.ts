/*
 * The 60-column table 代码生成 is timed on (bench/codegen.ts) and whose preview is pinned (test/codegen-preview.test.ts):
 * an id, 55 columns mixing every value kind with names that pick every form control, and the audit columns.
 */
const TYPES = ['varchar(64)', 'smallint', 'integer', 'bigint', 'numeric(10,2)', 'timestamptz', 'boolean', 'text'];
const SUFFIXES = ['name', 'status', 'type', 'time', 'content', 'remark', 'amount', 'enabled'];

export const WIDE_TABLE = 'bench_wide';

/** Its DDL, one statement a line. */
export function wideTableStatements(): string[] {
  const columns = Array.from({ length: 55 }, (_, i) => `c${String(i).padStart(2, '0')}_${SUFFIXES[i % 8]} ${TYPES[i % TYPES.length]}${i % 3 === 0 ? ' not null' : ''}`);
  return [
    `create table ${WIDE_TABLE} (id bigserial primary key, ${columns.join(', ')}, creator varchar(64) not null default '',
    create_time timestamptz not null default now(), updater varchar(64) not null default '', update_time timestamptz not null default now())`,
    `comment on table ${WIDE_TABLE} is '宽表'`,
  ];
}
