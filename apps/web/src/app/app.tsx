import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { RouteProgress } from './pages/route-progress';
import { STORAGE_KEYS } from '../shared/config/storage-keys';
import { useAuthStore } from '../shared/auth/auth-store';

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
  // Navigations are urgent updates, not transitions: React drops a transition that a newer one overtakes before it
  // commits, so a page left within ~0.3 s never rendered and got no tab (tabs are added when a page renders). Pages
  // still show their own loading state (each has its own Suspense boundary) while their code arrives.
  return (
    <BrowserRouter basename="/admin" useTransitions={false}>
      <RouteProgress />
      <AppRoutes />
    </BrowserRouter>
  );
}
