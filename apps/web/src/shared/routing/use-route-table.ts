import { useMemo } from 'react';
import { useAuthStore } from '../auth/auth-store';
import { buildRouteTable, homePathOf, STATIC_ROUTE_META, type RouteMeta } from './route-table';

/** Static pages plus the pages of the signed-in user's menus. */
export function useRouteTable(): RouteMeta[] {
  const menus = useAuthStore((state) => state.menus);
  return useMemo(() => [...STATIC_ROUTE_META, ...buildRouteTable(menus)], [menus]);
}

/** The signed-in user's landing page (see homePathOf). */
export function useHomePath(): string {
  const table = useRouteTable();
  return useMemo(() => homePathOf(table), [table]);
}
