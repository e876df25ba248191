import { createBrowserRouter } from 'react-router-dom';
import { setNavigator } from '../app/navigation.js';
import { routes } from './route-table.js';

export const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' });

setNavigator({
  navigate: (to, options) => router.navigate(to, options),
  currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
});
