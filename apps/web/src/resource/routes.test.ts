import { describe, expect, it } from 'vitest';
import { routeUrl } from './routes.js';

describe('resource routes', () => {
  it('derive the generic routes from the base path', () => {
    const decl = { basePath: '/api/admin/role' };
    expect(routeUrl(decl, 'page').route).toEqual({ method: 'POST', path: '/api/admin/role/query/page' });
    expect(routeUrl(decl, 'get', 7).url).toBe('/api/admin/role/7');
    expect(routeUrl(decl, 'create').route).toEqual({ method: 'POST', path: '/api/admin/role' });
    expect(routeUrl(decl, 'delete', 7)).toMatchObject({ url: '/api/admin/role/7', idInPath: true });
    expect(routeUrl(decl, 'tree').route).toEqual({ method: 'POST', path: '/api/admin/role/tree' });
  });

  it('take the spec routes a declaration overrides; an update without {id} carries the id in the body', () => {
    const decl = {
      basePath: '/api/admin/user',
      paths: { create: { method: 'POST', path: '/api/admin/user/add' }, update: { method: 'PUT', path: '/api/admin/user/update' } },
    } as const;
    expect(routeUrl(decl, 'create').route.path).toBe('/api/admin/user/add');
    expect(routeUrl(decl, 'update', 3)).toMatchObject({ url: '/api/admin/user/update', idInPath: false });
  });

  it('let a screen override a route too', () => {
    expect(
      routeUrl({ basePath: '/api/admin/department' }, 'tree', undefined, { tree: { method: 'GET', path: '/api/admin/department/tree' } })
        .route.method,
    ).toBe('GET');
  });
});
