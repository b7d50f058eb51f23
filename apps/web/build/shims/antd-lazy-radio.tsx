// Stands in for the Radio antd's table selection and filter dropdown render (see ../antd-slim.ts): only a 'radio'
// selection or a single-choice column filter shows one, so it is fetched then instead of with every table.
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/radio'));
