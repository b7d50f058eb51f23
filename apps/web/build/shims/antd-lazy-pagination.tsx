// Stands in for the Pagination antd's Table renders under its rows (see ../antd-slim.ts): the console's tables page
// through the server with the CRUD kit's own pager and pass `pagination={false}`, so antd's is fetched only by a
// table that asks for it.
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/pagination'));
