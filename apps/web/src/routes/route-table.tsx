import { HOME_PATH, OUTSIDE_LAYOUT_PATHS } from '@cvap/contracts';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page.js';
import { AUTH_PATH, HELP_PDF_PATH, LOGIN_PATH, NOT_FOUND_PATH, ROUTE_CATALOGUE } from './route-catalogue.js';
import { RouteErrorPage } from './RouteErrorPage.js';
import { RouteGuard } from './RouteGuard.js';

const LoginPage = lazyPage(() => import('../features/login/LoginPage.js'));
const AuthLanding = lazyPage(() => import('../features/auth/AuthLanding.js'));
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage.js'));
const HelpPdfPage = lazyPage(() => import('../features/help/HelpPdfPage.js'));
const ConsoleLayout = lazyPage(() => import('../layout/ConsoleLayout.js'));
const DashboardHome = lazyPage(() => import('../features/dashboard/DashboardHome.js'));
const NotBuiltPage = lazyPage(() => import('../features/not-built/NotBuiltPage.js'));
const StandaloneNotBuiltPage = lazyPage(() => import('../features/not-built/StandaloneNotBuiltPage.js'));

const outsideLayout = new Set<string>(OUTSIDE_LAYOUT_PATHS);

/** Every catalogue route (menu entries and inline pages) that has no screen yet: the honest placeholder. */
function catalogueRoutes(): RouteObject[] {
  return [...ROUTE_CATALOGUE.keys()]
    .filter((path) => path !== HOME_PATH && !outsideLayout.has(path))
    .map((path) => ({ path, element: <NotBuiltPage /> }));
}

export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: LOGIN_PATH, element: <LoginPage /> },
      { path: AUTH_PATH, element: <AuthLanding /> },
      { path: NOT_FOUND_PATH, element: <NotFoundPage /> },
      { path: HELP_PDF_PATH, element: <HelpPdfPage /> },
      ...[...outsideLayout].map((path) => ({ path, element: <StandaloneNotBuiltPage /> })),
      {
        element: <ConsoleLayout />,
        errorElement: <RouteErrorPage />,
        children: [{ path: HOME_PATH, element: <DashboardHome /> }, ...catalogueRoutes()],
      },
      // Anything else was already redirected by the guard (to a login, a home page or /404).
      { path: '*', element: null },
    ],
  },
];
