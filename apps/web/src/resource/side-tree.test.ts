import { describe, expect, it } from 'vitest';
import { sideTreeFilters } from './side-tree.js';

describe('side tree filters', () => {
  const declTree = { decl: { name: 'department' } as never, filterField: 'departmentId' };
  const sourceTree = {
    source: { queryKey: ['t'], load: async () => [], placeholder: '' },
    filtersOf: (key: number | string) => (String(key).startsWith('f') ? { floorId: Number(String(key).slice(1)) } : { buildingId: 1 }),
  };

  it('sets nothing while no node is chosen', () => {
    expect(sideTreeFilters(declTree, null)).toEqual({});
    expect(sideTreeFilters(sourceTree, null)).toEqual({});
    expect(sideTreeFilters(null, 3)).toEqual({});
  });

  it('filters a resource tree’s field by the chosen value', () => {
    expect(sideTreeFilters(declTree, 7)).toEqual({ departmentId: 7 });
  });

  it('lets a tree from its own source turn the chosen node into any filters', () => {
    expect(sideTreeFilters(sourceTree, 'f12')).toEqual({ floorId: 12 });
    expect(sideTreeFilters(sourceTree, 'b3')).toEqual({ buildingId: 1 });
  });
});
