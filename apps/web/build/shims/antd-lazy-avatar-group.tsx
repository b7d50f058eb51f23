// Stands in for Avatar.Group where antd's Avatar index attaches it (see ../antd-slim.ts): the group and the Popover
// it opens are fetched when a group first renders, not with every avatar.
import { lazyComponent } from './lazy-component';

export default lazyComponent(() => import('antd/es/avatar/AvatarGroup'));
