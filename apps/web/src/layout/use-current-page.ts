import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useRouteTable } from '../shared/routing/use-route-table';
import { findRouteMeta, type RouteMeta } from '../shared/routing/route-table';

export interface CurrentPage {
  /** Full path: pathname + search; the tab and keep-alive key. */
  key: string;
  pathname: string;
  meta: RouteMeta | null;
}

export function useCurrentPage(): CurrentPage {
  const location = useLocation();
  const table = useRouteTable();
  return useMemo(() => {
    const found = findRouteMeta(table, location.pathname);
    return { key: `${location.pathname}${location.search}`, pathname: location.pathname, meta: found?.meta ?? null };
  }, [table, location.pathname, location.search]);
}
