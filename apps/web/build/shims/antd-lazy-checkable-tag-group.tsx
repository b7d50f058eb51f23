// Stands in for Tag.CheckableTagGroup where antd's Tag module attaches it (see ../antd-slim.ts): fetched when first
// rendered, not with every tag.
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/tag/CheckableTagGroup'));
