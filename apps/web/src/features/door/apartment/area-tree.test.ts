import type { AreaTreeNode } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildingOf,
  residentialOf,
  companyFilters,
  floorOf,
  floorPickerTree,
  apartmentFilters,
  indexAreaTree,
  regionPickerTree,
  toSideTree,
} from './area-tree.js';

const floor = (id: number, label: string): AreaTreeNode => ({ key: `f${id}`, label, value: id, type: 'floor' });
const tree: AreaTreeNode[] = [
  {
    key: 'r1',
    label: '阳光花园',
    value: 1,
    type: 'residential',
    children: [
      {
        key: 'b10',
        label: '东区',
        value: 10,
        type: 'building',
        buildingType: 1,
        children: [{ key: 'b1', label: '1栋', value: 1, type: 'building', buildingType: 2, children: [floor(1, '1层'), floor(2, '2层')] }],
      },
      { key: 'b2', label: '2栋', value: 2, type: 'building', buildingType: 2, children: [] },
      { key: 'b11', label: '西区', value: 11, type: 'building', buildingType: 1 },
    ],
  },
  { key: 'r2', label: '翠湖苑', value: 2, type: 'residential', children: [] },
];
const index = indexAreaTree(tree);

describe('the community → building → floor tree', () => {
  it('keeps a community, a building and a floor with the same id apart (by key)', () => {
    expect(index.get('r1')?.node.label).toBe('阳光花园');
    expect(index.get('b1')?.node.label).toBe('1栋');
    expect(index.get('f1')?.node.label).toBe('1层');
    expect(toSideTree(tree)[0]?.children?.[0]?.children?.[0]?.value).toBe('b1');
  });

  it('knows the community and building above a floor', () => {
    expect(residentialOf(index.get('f2'))).toBe(1);
    expect(residentialOf(index.get('r2'))).toBe(2);
    expect(buildingOf(index.get('f2'))?.key).toBe('b1');
    expect(buildingOf(index.get('b2'))?.key).toBe('b2');
    expect(buildingOf(index.get('r1'))).toBeUndefined();
  });

  it('filters houses by community, building or floor; a region narrows to its community', () => {
    expect(apartmentFilters(index.get('r2'))).toEqual({ residentialId: 2 });
    expect(apartmentFilters(index.get('b1'))).toEqual({ buildingId: 1 });
    expect(apartmentFilters(index.get('f2'))).toEqual({ floorId: 2 });
    expect(apartmentFilters(index.get('b10'))).toEqual({ residentialId: 1 });
    expect(apartmentFilters(undefined)).toEqual({});
  });

  it('filters companies by building or floor only', () => {
    expect(companyFilters(index.get('b1'))).toEqual({ buildingId: 1 });
    expect(companyFilters(index.get('f1'))).toEqual({ floorId: 1 });
    expect(companyFilters(index.get('r1'))).toEqual({});
    expect(companyFilters(index.get('b10'))).toEqual({});
  });

  it('offers only floors in the floor picker and leaves out branches without floors', () => {
    const picker = floorPickerTree(tree);
    expect(picker).toHaveLength(1);
    expect(picker[0]).toMatchObject({ value: 'r1', disabled: true });
    const building = picker[0]!.children![0]!.children![0]!;
    expect(building).toMatchObject({ title: '1栋', disabled: true });
    expect(building.children!.map((node) => [node.value, node.disabled])).toEqual([
      [1, undefined],
      [2, undefined],
    ]);
    // Each node carries its whole path, which the house picker shows once a floor is picked.
    expect(building.children![0]!.path).toBe(
      `${picker[0]!.title} / ${picker[0]!.children![0]!.title} / 1栋 / ${building.children![0]!.title}`,
    );
  });

  it('preselects a floor only from a floor node', () => {
    expect(floorOf(index.get('f2'))).toBe(2);
    expect(floorOf(index.get('b1'))).toBeUndefined();
  });

  it('offers the regions of one community as parent groups, never the edited one', () => {
    expect(regionPickerTree(tree, 1).map((node) => node.value)).toEqual([10, 11]);
    expect(regionPickerTree(tree, 1, 10).map((node) => node.value)).toEqual([11]);
    expect(regionPickerTree(tree, 2)).toEqual([]);
    expect(regionPickerTree(tree, null)).toEqual([]);
  });
});
