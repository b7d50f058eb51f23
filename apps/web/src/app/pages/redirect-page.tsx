import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading } from './page-loading';

/**
 * /redirect/<path>: the refresh route (spec §2: it reloads the page). The tab's cached page was evicted and has
 * unmounted by now, so its queries have no observer left: they are marked stale, and the page mounted afresh fetches
 * its data instead of showing what the cache holds. Pages still mounted (other kept-alive tabs) are left alone.
 */
export function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ type: 'inactive', refetchType: 'none' });
    const target = location.pathname.replace(/^\/redirect/, '') || '/';
    void navigate(`${target}${location.search}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate, queryClient]);
  return <PageLoading />;
}
