// Stands in for the scroll helper antd's Form uses to bring a field into view (`scrollToField`, scrollToFirstError)
// (see ../antd-slim.ts): fetched on the first such scroll instead of with every form.
import { lazyFunction } from './lazy-function';

export default lazyFunction(() => import('scroll-into-view-if-needed'));
