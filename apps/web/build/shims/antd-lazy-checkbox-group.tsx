// Stands in for Checkbox.Group where antd's Checkbox index attaches it (see ../antd-slim.ts): fetched when a group
// first renders, not with every checkbox (a table's selection column).
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/checkbox/Group'));
