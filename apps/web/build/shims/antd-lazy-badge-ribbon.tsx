// Stands in for Badge.Ribbon where antd's Badge index attaches it (see ../antd-slim.ts): fetched when first rendered.
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/badge/Ribbon'));
