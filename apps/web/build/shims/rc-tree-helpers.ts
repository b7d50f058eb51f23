// What antd's Table selection imports from @rc-component/tree's index, from the modules that define it: the index
// also brings the Tree component, which the bundler then places with the first list screen (build/antd-slim.ts).
export { arrAdd, arrDel } from '@rc-component/tree/es/util';
export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';
