// Stands in for Card.Meta where antd's Card index attaches it (see ../antd-slim.ts): fetched when first rendered.
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/card/CardMeta'));
