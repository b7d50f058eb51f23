import { Type } from 'typebox';
import { badField } from '../../../platform/errors';

/** At most this many rows per delete-list: one transaction holds their locks. */
export const MAX_DELETE_IDS = 100;

/** `ids=1,2,3`, as the Vue 3 UI sends a selection (`ids.join(',')`). */
export const IdListQuery = Type.Object({
  ids: Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$', maxLength: 11 * MAX_DELETE_IDS, description: `编号，逗号分隔，至多 ${MAX_DELETE_IDS} 个` }),
});

/** The distinct ids of a delete-list, each an int4 id. */
export function parseIdList(text: string): number[] {
  const ids = [...new Set(text.split(',').map(Number))];
  if (ids.length > MAX_DELETE_IDS) throw badField('ids', `至多 ${MAX_DELETE_IDS} 个`);
  for (const id of ids) if (id < 1 || id > 2147483647) throw badField('ids', `含有无效的编号 ${id}`);
  return ids;
}
