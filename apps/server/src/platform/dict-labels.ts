import type { Db } from '../db/database';

/** value → label of one dictionary type; a value the dictionary lacks shows as itself. */
export type DictLabel = (value: number | string) => string;

/**
 * Reads one dictionary type's labels (system_dict_data) once, for an export or a message that shows a coded
 * value as the screens do: a label renamed in 字典管理 shows in the next export. `missing` names values the
 * dictionary deliberately has no row for (user sex 0, "not given").
 */
export async function dictLabels(db: Db, dictType: string, missing: Record<string, string> = {}): Promise<DictLabel> {
  const rows = await db.selectFrom('system_dict_data').select(['value', 'label']).where('dictType', '=', dictType).execute();
  const labels = new Map(rows.map((r) => [r.value, r.label]));
  return (value) => labels.get(String(value)) ?? missing[String(value)] ?? String(value);
}
