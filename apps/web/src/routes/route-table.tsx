import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page.js';
import { registeredCataloguePaths } from './registered-paths.js';
import { AUTH_PATH, HELP_PDF_PATH, LOGIN_PATH, NOT_FOUND_PATH } from './route-catalogue.js';
import { RouteErrorPage } from './RouteErrorPage.js';
import { RouteGuard } from './RouteGuard.js';
import type { ScreenRegistry } from './screen-registry.js';

const LoginPage = lazyPage(() => import('../features/login/LoginPage.js'));
const AuthLanding = lazyPage(() => import('../features/auth/AuthLanding.js'));
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage.js'));
const HelpPdfPage = lazyPage(() => import('../features/help/HelpPdfPage.js'));
const ConsoleLayout = lazyPage(() => import('../layout/ConsoleLayout.js'));
const NotBuiltPage = lazyPage(() => import('../features/not-built/NotBuiltPage.js'));
const StandaloneNotBuiltPage = lazyPage(() => import('../features/not-built/StandaloneNotBuiltPage.js'));

const catalogue = registeredCataloguePaths();

function standaloneScreenFor(screens: ScreenRegistry, path: string) {
  const load = screens.standaloneScreenModule(path);
  if (!load) return <StandaloneNotBuiltPage />;
  const Screen = lazyPage(load);
  return <Screen />;
}

function screenFor(screens: ScreenRegistry, path: string) {
  const load = screens.screenModule(path);
  if (!load) return <NotBuiltPage />;
  const Screen = lazyPage(load);
  return <Screen />;
}

/** The console's routes: the shell's pages, and every catalogue path with its screen from the registry main.tsx built. */
export const routeTable = (screens: ScreenRegistry): RouteObject[] => [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: LOGIN_PATH, element: <LoginPage /> },
      { path: AUTH_PATH, element: <AuthLanding /> },
      { path: NOT_FOUND_PATH, element: <NotFoundPage /> },
      { path: HELP_PDF_PATH, element: <HelpPdfPage /> },
      ...catalogue.outsideLayout.map((path) => ({ path, element: standaloneScreenFor(screens, path) })),
      {
        element: <ConsoleLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: catalogue.home, element: screenFor(screens, catalogue.home) },
          // The built screens; the honest "not built yet" placeholder for those later issues deliver.
          ...catalogue.insideLayout.map((path) => ({ path, element: screenFor(screens, path) })),
        ],
      },
      // Anything else was already redirected by the guard (to a login, a home page or /404).
      { path: '*', element: null },
    ],
  },
];
