import type { CodegenImport, DbTable } from './codegen-api';

/**
 * POST create-list's body: the chosen tables in the list's order, and for those the database keeps no comment for,
 * the comment typed in the dialog (the server refuses a table without either, 1003001008).
 */
export function importBody(dataSourceConfigId: number, rows: readonly DbTable[], selected: readonly string[], typed: Readonly<Record<string, string | undefined>>): CodegenImport {
  const chosen = rows.filter((row) => selected.includes(row.name));
  const uncommented = chosen.filter((row) => !row.comment.trim());
  const body: CodegenImport = { dataSourceConfigId, tableNames: chosen.map((row) => row.name) };
  if (uncommented.length > 0) body.tableComments = Object.fromEntries(uncommented.map((row) => [row.name, (typed[row.name] ?? '').trim()]));
  return body;
}
