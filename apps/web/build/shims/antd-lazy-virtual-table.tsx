// Stands in for the virtual body antd's Table switches to under `virtual` (see ../antd-slim.ts): it is fetched when
// a table first asks for it, not with every table.
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/table/RcTable/VirtualTable'));
