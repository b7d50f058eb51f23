// Stands in for antd's table filter dropdown (see ../antd-slim.ts): it shows only in the title of a column with
// `filters`, so it is fetched then, the title showing alone meanwhile. `flattenKeys`, which the table's filter hook
// also imports from it, is the copy in ./antd-filter-keys.
import type { ReactNode } from 'react';
import { lazyComponent } from './lazy-component';

export { flattenKeys } from './antd-filter-keys';

export default lazyComponent(
  () => import('antd/es/table/hooks/useFilter/FilterDropdown'),
  (props: { children?: ReactNode }) => props.children,
);
