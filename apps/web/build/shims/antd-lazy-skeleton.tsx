// Stands in for antd's Skeleton where antd's Card imports it (see ../antd-slim.ts): a card shows it only while its
// `loading` prop is set, so it is fetched then instead of with every card.
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/skeleton'));
