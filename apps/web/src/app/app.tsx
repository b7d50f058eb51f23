import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import IconContext from '@ant-design/icons/es/components/Context';
import { AppRoutes } from './app-routes';
import { RouteProgress } from './pages/route-progress';
import { loadPublicConfig } from '../shared/config/public-config-api';
import { STORAGE_KEYS } from '../shared/config/storage-keys';
import { useAuthStore } from '../shared/auth/auth-store';
import { CSP_CONFIG } from '../shared/security/csp-nonce';

/** The sign-in page's icons insert their stylesheet outside antd's ConfigProvider: it needs the page's nonce too. */
const ICON_CONTEXT = { csp: CSP_CONFIG };

/** Signing out in another browser tab signs this one out too (tokens live in shared local storage). */
function useCrossTabSignOut() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const tokenRemoved = (event.key === STORAGE_KEYS.accessToken && event.newValue === null) || event.key === null;
      if (tokenRemoved && useAuthStore.getState().loaded) window.location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

export function App() {
  useCrossTabSignOut();
  useEffect(() => {
    void loadPublicConfig();
  }, []);
  return (
    <IconContext.Provider value={ICON_CONTEXT}>
      {/* Navigations are urgent updates, not transitions: React drops a transition that a newer one overtakes before
          it commits, so a page left within ~0.3 s never rendered and got no tab (tabs are added when a page renders).
          Pages still show their own loading state (each has its own Suspense boundary) while their code arrives. */}
      <BrowserRouter basename="/admin" useTransitions={false}>
        <RouteProgress />
        <AppRoutes />
      </BrowserRouter>
    </IconContext.Provider>
  );
}
