import { flattenMenus, MENU_CATALOGUE } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { registeredCataloguePaths } from './registered-paths.js';

describe('registered routes', () => {
  it('cover every menu entry and inline page of the catalogue exactly once', () => {
    const expected = flattenMenus(MENU_CATALOGUE).flatMap(({ decl }) => [
      ...(decl.path ? [decl.path] : []),
      ...(decl.inline ?? []).map((page) => page.path),
    ]);
    const { home, outsideLayout, insideLayout } = registeredCataloguePaths();
    const registered = [home, ...outsideLayout, ...insideLayout];
    expect(registered.sort()).toEqual([...new Set(expected)].sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('show on-site registration outside the layout', () => {
    expect(registeredCataloguePaths().outsideLayout).toEqual(['/visitorManager/siteRegister']);
  });
});
