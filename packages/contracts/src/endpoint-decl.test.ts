import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';
import { Codes } from './codes.js';
import { endpointPath, endpointsIn, routerPath, type AnyEndpoint } from './endpoint-decl.js';

/** Every endpoint declaration the package exports, alone, in a record of them, or in a record within one. */
function declaredEndpoints(): AnyEndpoint[] {
  return endpointsIn(contracts);
}

describe('endpoint declarations', () => {
  it('give every endpoint its own id and its own method and path', () => {
    const endpoints = declaredEndpoints();
    expect(endpoints.length).toBeGreaterThan(0);
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
    expect(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
  });

  it('name only business errors the catalogue holds', () => {
    const unknown = declaredEndpoints().flatMap((e) =>
      (e.errors ?? []).filter((name) => !(name in Codes)).map((name) => `${e.id}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('fill path parameters encoded, refuse a missing one, and give the router its form', () => {
    const decl = { id: 'x.detail', path: '/api/x/query/{id}' };
    expect(endpointPath(decl, { id: 'a/b' })).toBe('/api/x/query/a%2Fb');
    expect(() => endpointPath(decl, {})).toThrow(/id missing/);
    expect(routerPath(decl.path)).toBe('/api/x/query/:id');
  });
});
