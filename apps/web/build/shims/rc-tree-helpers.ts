// What antd's Table selection imports from @rc-component/tree's index (see ../antd-slim.ts). The index also brings
// the Tree component, and the module defining arrAdd/arrDel imports the tree's node component, so the two list
// helpers are copies here (a test holds them to the originals) and the other two come from their own modules.
import type { Key } from 'react';

export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';

/** The list without the value (a copy; a missing list is empty). */
export function arrDel(list: readonly Key[] | undefined, value: Key): Key[] {
  return (list ?? []).filter((_item, index, all) => index !== all.indexOf(value));
}

/** The list with the value added at the end unless it is there already (a copy). */
export function arrAdd(list: readonly Key[] | undefined, value: Key): Key[] {
  const clone = [...(list ?? [])];
  if (!clone.includes(value)) clone.push(value);
  return clone;
}
