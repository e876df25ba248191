import { createBrowserRouter } from 'react-router-dom';
import { setNavigator } from '../app/navigation.js';
import { routeTable } from './route-table.js';
import type { ScreenRegistry } from './screen-registry.js';

export type ConsoleRouter = ReturnType<typeof createBrowserRouter>;

/** The console's router over the given screens; code outside components navigates through it (app/navigation.ts). */
export function createRouter(screens: ScreenRegistry): ConsoleRouter {
  const router = createBrowserRouter(routeTable(screens), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' });
  setNavigator({
    navigate: (to, options) => router.navigate(to, options),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
  return router;
}
