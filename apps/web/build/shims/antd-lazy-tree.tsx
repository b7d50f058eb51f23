// Stands in for antd's Tree where antd's table filter dropdown imports it (see ../antd-slim.ts): the tree only shows
// for a column filter in 'tree' mode, so it is fetched then instead of with every table.
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/tree'));
