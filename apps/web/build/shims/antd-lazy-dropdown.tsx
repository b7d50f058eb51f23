// Stands in for the Dropdown antd renders inside a table's row selection (custom `selections`) and a breadcrumb
// item (its `menu`) (see ../antd-slim.ts): only those props show one, so it is fetched then instead of with every
// table and breadcrumb.
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/dropdown/dropdown'));
