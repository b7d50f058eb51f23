import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, type Location } from 'react-router';
import { getAccessToken } from '../shared/auth/token-storage';
import { useAuthStore } from '../shared/auth/auth-store';
import { useDictStore } from '../shared/dict/dict-store';
import { ApiError, errorMessageOf } from '../shared/api/api-error';
import { PageLoading } from './pages/page-loading';
import { toast } from '../shared/ui/feedback';

/** Spec §2: /login with a redirect parameter holding the encoded original full path (query and #fragment too). */
export function signInPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}

/** A page outside the layout that still needs a session (the /404 and /401 error pages): signed out → /login. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!getAccessToken()) return <Navigate to={signInPath(location)} replace />;
  return <>{children}</>;
}

/**
 * Signed-out → /login?redirect=<encoded full path>. With a token but no user yet: load dictionaries, user info and
 * menus (the routes are built from them), showing a page-level loading state; on failure toast, log out, go to /.
 */
export function SessionGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const loaded = useAuthStore((state) => state.loaded);
  const token = getAccessToken();
  const loading = useRef(false);

  useEffect(() => {
    if (!token || loaded || loading.current) return;
    loading.current = true;
    void useDictStore.getState().load().catch(() => undefined);
    useAuthStore
      .getState()
      .loadSession()
      .catch(async (error: unknown) => {
        // The request layer has already explained a session problem; anything else is shown here.
        if (!(error instanceof ApiError && error.alreadyShown)) toast.error(errorMessageOf(error));
        await useAuthStore.getState().logout().catch(() => undefined);
        void navigate('/', { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [token, loaded, navigate]);

  if (!token) return <Navigate to={signInPath(location)} replace />;
  if (!loaded) return <PageLoading fullscreen />;
  return <Outlet />;
}

/** /login for a signed-in user goes to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  if (getAccessToken()) return <Navigate to="/" replace />;
  return <>{children}</>;
}
