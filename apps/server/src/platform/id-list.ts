import { MAX_ID_LIST } from '@console/contracts/schema';
import { badField } from './errors';

/** The distinct ids of an IdListParam (`1,2` or repeated), each within [min, max]; a 400 naming `field` otherwise. */
export function parseIdList(text: string | readonly string[], field: string, min = 1, max = Number.MAX_SAFE_INTEGER): number[] {
  const ids = [...new Set([text].flat().join(',').split(',').map(Number))];
  if (ids.length > MAX_ID_LIST) throw badField(field, `至多 ${MAX_ID_LIST} 个`);
  for (const id of ids) if (!Number.isSafeInteger(id) || id < min || id > max) throw badField(field, `含有无效的编号 ${id}`);
  return ids;
}

export { IdListParam, IdListText, MAX_ID_LIST } from '@console/contracts/schema';
