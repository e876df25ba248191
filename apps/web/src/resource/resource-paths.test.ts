import { describe, expect, it } from 'vitest';
import { resourceRoutes, routeUrl } from './resource-paths.js';

describe('resource routes', () => {
  it('derive the generic routes from the base path', () => {
    const routes = resourceRoutes({ basePath: '/api/admin/role' });
    expect(routes.page).toEqual({ method: 'POST', path: '/api/admin/role/query/page' });
    expect(routeUrl(routes.get, 7).url).toBe('/api/admin/role/7');
    expect(routes.create).toEqual({ method: 'POST', path: '/api/admin/role' });
    expect(routeUrl(routes.delete, 7)).toEqual({ url: '/api/admin/role/7', idInPath: true });
    expect(routes.tree).toEqual({ method: 'POST', path: '/api/admin/role/tree' });
  });

  it('take the spec routes a declaration overrides; an update without {id} carries the id in the body', () => {
    const routes = resourceRoutes({
      basePath: '/api/admin/user',
      paths: { create: { method: 'POST', path: '/api/admin/user/add' }, update: { method: 'PUT', path: '/api/admin/user/update' } },
    });
    expect(routes.create.path).toBe('/api/admin/user/add');
    expect(routeUrl(routes.update, 3)).toEqual({ url: '/api/admin/user/update', idInPath: false });
  });

  it('let a screen override a route too', () => {
    expect(
      resourceRoutes({ basePath: '/api/admin/department' }, { tree: { method: 'GET', path: '/api/admin/department/tree' } }).tree.method,
    ).toBe('GET');
  });
});
