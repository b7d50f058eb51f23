import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoading } from './page-loading';

/** /redirect/<path>: the refresh route. The tab's cached page was evicted; come back to mount it afresh. */
export function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = location.pathname.replace(/^\/redirect/, '') || '/';
    navigate(`${target}${location.search}`, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return <PageLoading />;
}
