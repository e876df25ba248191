import { HOME_PATH, OUTSIDE_LAYOUT_PATHS } from '@cvap/contracts';
import { ROUTE_CATALOGUE } from './route-catalogue.js';

const outsideLayout = new Set<string>(OUTSIDE_LAYOUT_PATHS);

/**
 * How the catalogue's routes are registered: the home page and the not-built placeholder inside the layout,
 * and the screens shown outside it.
 */
export function registeredCataloguePaths(): { home: string; outsideLayout: string[]; insideLayout: string[] } {
  const paths = [...ROUTE_CATALOGUE.keys()];
  return {
    home: HOME_PATH,
    outsideLayout: paths.filter((path) => outsideLayout.has(path)),
    insideLayout: paths.filter((path) => path !== HOME_PATH && !outsideLayout.has(path)),
  };
}
