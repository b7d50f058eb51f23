// Stands in for antd's Tree where antd's table filter dropdown imports it (see ../antd-slim.ts): the tree only shows
// for a column filter in 'tree' mode, so it is fetched then instead of with every table.
import { lazy, Suspense, type ComponentProps } from 'react';

const Tree = lazy(() => import('antd/es/tree'));

export default function LazyTree(props: ComponentProps<typeof Tree>) {
  return (
    <Suspense fallback={null}>
      <Tree {...props} />
    </Suspense>
  );
}
