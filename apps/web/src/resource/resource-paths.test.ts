import { describe, expect, it } from 'vitest';
import { resourcePaths } from './resource-paths.js';

describe('resource paths', () => {
  it('derive the generic paths from the base path', () => {
    const paths = resourcePaths({ basePath: '/api/admin/role' });
    expect([paths.page, paths.detail(7), paths.create, paths.update(7), paths.remove(7), paths.tree]).toEqual([
      '/api/admin/role/query/page', '/api/admin/role/7', '/api/admin/role', '/api/admin/role/7', '/api/admin/role/7', '/api/admin/role/tree',
    ]);
  });

  it('take the spec paths a declaration overrides, with or without the id', () => {
    const paths = resourcePaths({ basePath: '/api/admin/user', paths: { create: '/api/admin/user/add', update: '/api/admin/user/update' } });
    expect([paths.create, paths.update(3), paths.remove(3)]).toEqual(['/api/admin/user/add', '/api/admin/user/update', '/api/admin/user/3']);
  });
});
