import { lazy, Suspense, useMemo, useState } from 'react';
import IconContext from '@ant-design/icons/es/components/Context';
import { getAccessToken } from '../shared/auth/token-storage';
import { CSP_CONFIG } from '../shared/security/csp-nonce';
import { LoginNavigationContext, type LoginNavigation } from '../features/auth/login/login-navigation';
import { PageLoading } from './pages/page-loading';

const App = lazy(() => import('./app').then((module) => ({ default: module.App })));
const LoginPage = lazy(() => import('../features/auth/login/login-page'));

/** The sign-in page's icons insert their stylesheet outside antd's ConfigProvider: it needs the page's nonce too. */
const ICON_CONTEXT = { csp: CSP_CONFIG };
/** The app's base path (vite's `base`), without its trailing slash, as the router's basename. */
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

/** Opened at /login without a session: the sign-in page can show before the router and the app's routes arrive. */
const isBareSignIn = () => window.location.pathname.replace(/\/$/, '') === `${BASE}/login` && !getAccessToken();

/**
 * The first screen. /login opened directly renders the sign-in page alone, so its download is React, the texts and
 * the page (the router, the routes and react-query follow sign-in); once signed in, the URL becomes the target and
 * the app takes over there. Any other address, or a visit with a session, starts the app at once.
 */
export function Boot() {
  const [signingIn, setSigningIn] = useState(isBareSignIn);
  const navigation = useMemo<LoginNavigation>(
    () => ({
      redirect: new URLSearchParams(window.location.search).get('redirect'),
      leave: (path) => {
        window.history.replaceState(null, '', `${BASE}${path}`);
        setSigningIn(false);
      },
    }),
    [],
  );
  return (
    <IconContext.Provider value={ICON_CONTEXT}>
      <Suspense fallback={<PageLoading fullscreen />}>
        {signingIn ? (
          <LoginNavigationContext.Provider value={navigation}>
            <LoginPage />
          </LoginNavigationContext.Provider>
        ) : (
          <App />
        )}
      </Suspense>
    </IconContext.Provider>
  );
}
