// antd's table filter hook's `flattenKeys` (antd/es/table/hooks/useFilter/FilterDropdown), for the shim that fetches
// the dropdown lazily: every filter's value, depth first, parents before their children.
import type { Key } from 'react';

interface FilterItem {
  value: Key | boolean;
  children?: FilterItem[];
}

export function flattenKeys(filters: readonly FilterItem[] | undefined): (Key | boolean)[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);
}
