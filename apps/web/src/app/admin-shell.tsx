import AdminLayout from '../layout/admin-layout';
import { provideMenuBadges } from '../layout/menu-badges';
import { provideHeaderBell } from '../layout/header-bell';
import NotifyBell from '../features/system/notify-message/notify-bell';
import { useAppMenuBadges } from './menu-badges';

// The layout arrives after sign-in, and with it what only the layout uses: the sidebar's counts and the header's
// 站内信 bell (which query the server through react-query) are given to it here, when its code loads and before it
// first renders.
provideMenuBadges(useAppMenuBadges);
provideHeaderBell(NotifyBell);

export default AdminLayout;
