import AdminLayout from '../layout/admin-layout';
import { provideMenuBadges } from '../layout/menu-badges';
import { useAppMenuBadges } from './menu-badges';

// The layout arrives after sign-in, and with it what only the layout uses: the sidebar's counts (which query the
// server through react-query) are given to it here, when its code loads and before it first renders.
provideMenuBadges(useAppMenuBadges);

export default AdminLayout;
