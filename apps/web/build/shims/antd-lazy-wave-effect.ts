// Stands in for the ripple antd's buttons, checkboxes and clickable tags show on a click (see ../antd-slim.ts): its
// drawing code is fetched on the first click instead of with every screen.
import { lazyFunction } from './lazy-function';

export default lazyFunction(() => import('antd/es/_util/wave/WaveEffect'));
