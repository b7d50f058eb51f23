/**
 * 代码生成: what an import read about each column beyond its type — the default as SQL of the source's
 * dialect, identity, a generated column's expression, enum labels, an array's element type — so the generated
 * module and migration say what the imported table is. Rows imported before have `{}` (no facts: no defaults).
 */
export const version = '0029_codegen_column_facts';

export const sql = `
alter table infra_codegen_column add column facts jsonb not null default '{}';
comment on column infra_codegen_column.facts is '字段的数据库事实（默认值、自增、生成列、枚举值、数组元素类型）';
`;
