import { useMemo } from 'react';
import { useAuthStore } from '../auth/auth-store';
import { buildRouteTable, STATIC_ROUTE_META, type RouteMeta } from './route-table';

/** Static pages plus the pages of the signed-in user's menus. */
export function useRouteTable(): RouteMeta[] {
  const menus = useAuthStore((state) => state.menus);
  return useMemo(() => [...STATIC_ROUTE_META, ...buildRouteTable(menus)], [menus]);
}
