import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';
import { Codes } from './codes.js';
import { endpointPath, routerPath, type AnyEndpoint } from './endpoint-decl.js';

function isEndpoint(value: unknown): value is AnyEndpoint {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value && 'answer' in value;
}

/** The declarations in `value`: itself, or those of a record of them, `depth` records deep. */
function endpointsIn(value: unknown, depth: number): AnyEndpoint[] {
  if (isEndpoint(value)) return [value];
  if (depth === 0 || typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap((inner) => endpointsIn(inner, depth - 1));
}

/**
 * Every endpoint declaration the package exports, alone, in a record of them, or in a record within one (the
 * steps of a machine, by step), each once.
 */
function declaredEndpoints(): AnyEndpoint[] {
  return [...new Set(Object.values(contracts).flatMap((value) => endpointsIn(value, 2)))];
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
