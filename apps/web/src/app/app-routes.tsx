import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { useRouteTable } from '../shared/routing/use-route-table';
import { homePathOf, STATIC_ROUTE_META } from '../shared/routing/route-table';
import { GuestOnly, SessionGate, SignedInOnly } from './session-gate';
import { PageElement, pageComponent } from './component-registry';
import { PageLoading } from './pages/page-loading';
import ForwardToSocialLogin from '../features/auth/login/forward-to-social-login';
import { LoginNavigationContext, type LoginNavigation } from '../features/auth/login/login-navigation';
import { SocialType } from '@console/contracts/social';

const LoginPage = lazy(() => import('../features/auth/login/login-page'));
const RedirectPage = lazy(() => import('./pages/redirect-page').then((module) => ({ default: module.RedirectPage })));
const SocialLoginPage = lazy(() => import('../features/auth/login/social-login-page'));
const SsoPage = lazy(() => import('../features/system/oauth2/sso/sso-page'));
const AdminLayout = lazy(() => import('./admin-shell'));
// Rarely seen pages stay out of the first download.
const NotFoundPage = lazy(() => import('./pages/error-page').then((module) => ({ default: module.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('./pages/error-page').then((module) => ({ default: module.UnauthorizedPage })));
const OpenRoutePage = lazy(() => import('./pages/open-route-page').then((module) => ({ default: module.OpenRoutePage })));
const NotBuiltPage = lazy(() => import('./pages/not-built-page').then((module) => ({ default: module.NotBuiltPage })));
const StandaloneMonitorPage = lazy(() => import('./pages/monitor-page'));
const StandaloneApiDocPage = lazy(() => import('./pages/standalone-pages').then((module) => ({ default: module.StandaloneApiDocPage })));
const StandaloneDbMonitorPage = lazy(() => import('./pages/standalone-pages').then((module) => ({ default: module.StandaloneDbMonitorPage })));

// antd's theme provider comes with the first antd screen, not with the sign-in page, and so do the first screens'
// texts; it waits for antd's texts in the current language so the first screen does not flash another language.
const ThemeProvider = lazy(async () => {
  const [module] = await Promise.all([import('./theme-provider'), import('../locales/features')]);
  await module.antdLocaleReady();
  return module;
});

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading fullscreen />}>
      <ThemeProvider>{children}</ThemeProvider>
    </Suspense>
  );
}

/** Spec §2: open without sign-in; /register has no sign-up to offer (staff accounts are made by administrators). */
const OPEN_ROUTES = ['/register'];
/** The open routes that are a provider's way back: they hand its answer to /social-login. */
const SOCIAL_CALLBACKS: Array<{ path: string; type?: number }> = [{ path: '/auth-redirect' }, { path: '/bind' }, { path: '/oauthLogin/gitee', type: SocialType.GITEE }];

/** The sign-in page inside the router: it leaves by navigating. */
function RoutedLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const navigation = useMemo<LoginNavigation>(() => ({ redirect, leave: (path) => void navigate(path, { replace: true }) }), [redirect, navigate]);
  return (
    <LoginNavigationContext.Provider value={navigation}>
      <LoginPage />
    </LoginNavigationContext.Provider>
  );
}

/** /dict/type/data/:dictId and /infra/codegen/edit/:tableId take digits only; anything else is not found. */
function DigitsOnly({ param, children }: { param: string; children: ReactNode }) {
  const value = useParams()[param];
  if (!value || !/^\d+$/.test(value)) return <Navigate to="/404" replace />;
  return <>{children}</>;
}

export function AppRoutes() {
  const table = useRouteTable();

  const routes = useMemo<RouteObject[]>(() => {
    const staticPaths = new Set(STATIC_ROUTE_META.map((meta) => meta.path));
    const menuRoutes: RouteObject[] = table
      .filter((meta) => !staticPaths.has(meta.path))
      .map((meta) => {
        if (meta.redirect) return { path: meta.path, element: <Navigate to={meta.redirect} replace /> };
        if (meta.component && pageComponent(meta.component)) return { path: meta.path, element: <PageElement component={meta.component} /> };
        return {
          path: meta.path,
          element: (
            <Suspense fallback={<PageLoading />}>
              <NotBuiltPage title={meta.title} component={meta.component} />
            </Suspense>
          ),
        };
      });

    return [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <Suspense fallback={<PageLoading fullscreen />}>
              <RoutedLoginPage />
            </Suspense>
          </GuestOnly>
        ),
      },
      {
        path: '/social-login',
        element: (
          <Suspense fallback={<PageLoading fullscreen />}>
            <SocialLoginPage />
          </Suspense>
        ),
      },
      ...SOCIAL_CALLBACKS.map(({ path, type }) => ({ path, element: <ForwardToSocialLogin type={type} /> })),
      ...OPEN_ROUTES.map((path) => ({
        path,
        element: (
          <Lazy>
            <OpenRoutePage />
          </Lazy>
        ),
      })),
      {
        // The OAuth2 consent page: a client sends a signed-in user here (signed out: /login, then back).
        path: '/sso',
        element: (
          <SignedInOnly>
            <Lazy>
              <SsoPage />
            </Lazy>
          </SignedInOnly>
        ),
      },
      {
        path: '/404',
        element: (
          <SignedInOnly>
            <Lazy>
              <NotFoundPage />
            </Lazy>
          </SignedInOnly>
        ),
      },
      {
        path: '/401',
        element: (
          <SignedInOnly>
            <Lazy>
              <UnauthorizedPage />
            </Lazy>
          </SignedInOnly>
        ),
      },
      {
        path: '/',
        element: <SessionGate />,
        children: [
          {
            // The monitor without the shell, where the original UI's 服务监控 frames /admin/applications.
            path: 'applications',
            element: (
              <Lazy>
                <StandaloneMonitorPage />
              </Lazy>
            ),
          },
          {
            // 系统接口 without the shell, where the original UI's 系统接口 frames /doc.html (the server redirects here).
            path: 'doc',
            element: (
              <Lazy>
                <StandaloneApiDocPage />
              </Lazy>
            ),
          },
          {
            // 数据库监控 without the shell, where the original UI's 数据库监控 frames /druid/index.html.
            path: 'druid',
            element: (
              <Lazy>
                <StandaloneDbMonitorPage />
              </Lazy>
            ),
          },
          {
            element: (
              <Lazy>
                <AdminLayout />
              </Lazy>
            ),
            children: [
              { index: true, element: <Navigate to={homePathOf(table)} replace /> },
              {
                path: 'redirect/*',
                element: (
                  <Suspense fallback={<PageLoading />}>
                    <RedirectPage />
                  </Suspense>
                ),
              },
              { path: 'user/profile', element: <PageElement component="system/user/profile" /> },
              { path: 'user/notify-message', element: <PageElement component="system/notify-message/my" /> },
              { path: 'job/log', element: <PageElement component="infra/job/log" /> },
              { path: 'pay/cashier', element: <PageElement component="pay/cashier/index" /> },
              { path: 'bpm/manager/form/edit', element: <PageElement component="bpm/form/edit" /> },
              { path: 'bpm/manager/model/design', element: <PageElement component="bpm/model/design" /> },
              { path: 'bpm/manager/definition', element: <PageElement component="bpm/model/definition" /> },
              { path: 'bpm/process-instance/create', element: <PageElement component="bpm/processInstance/create" /> },
              { path: 'bpm/process-instance/detail', element: <PageElement component="bpm/processInstance/detail" /> },
              { path: 'bpm/oa/leave/create', element: <PageElement component="bpm/oa/leave/create" /> },
              { path: 'bpm/oa/leave/detail', element: <PageElement component="bpm/oa/leave/detail" /> },
              {
                path: 'dict/type/data/:dictId',
                element: (
                  <DigitsOnly param="dictId">
                    <PageElement component="system/dict/data" />
                  </DigitsOnly>
                ),
              },
              {
                path: 'infra/codegen/edit/:tableId',
                element: (
                  <DigitsOnly param="tableId">
                    <PageElement component="infra/codegen/edit" />
                  </DigitsOnly>
                ),
              },
              ...menuRoutes,
              { path: '*', element: <Navigate to="/404" replace /> },
            ],
          },
        ],
      },
    ];
  }, [table]);

  return useRoutes(routes);
}
