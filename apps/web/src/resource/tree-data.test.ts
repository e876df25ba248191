import { describe, expect, it } from 'vitest';
import { expandWithin, filterTree, normalizeTree, toSelectableTree } from './tree-data.js';

const tree = [
  {
    label: '总部',
    value: '1',
    children: [
      { label: '工程部', value: '2' },
      { label: '客服部', value: '3', children: [] },
    ],
  },
];

describe('tree data', () => {
  it('turns numeric node values into ids', () => {
    expect(normalizeTree(tree)[0]?.children?.[0]?.value).toBe(2);
  });

  it('reads rows with children as nodes named by the title field', () => {
    expect(normalizeTree([{ id: 4, name: '总部', parentId: null, children: [{ id: 5, name: '工程部', children: [] }] }], 'name')).toEqual([
      { label: '总部', value: 4, children: [{ label: '工程部', value: 5, children: [] }] },
    ]);
  });

  it('allows only leaves to be chosen in leaf-only mode', () => {
    const nodes = toSelectableTree(normalizeTree(tree), true);
    expect(nodes[0]?.selectable).toBe(false);
    expect(nodes[0]?.children?.map((n) => n.selectable)).toEqual([true, true]);
    expect(toSelectableTree(normalizeTree(tree), false)[0]?.selectable).toBe(true);
  });

  it('filters by label, keeping the path to a match and everything under a matching node', () => {
    const area = [
      {
        label: '阳光花园',
        value: 'r1',
        children: [
          { label: '1栋', value: 'b1', children: [{ label: '1层', value: 'f1' }] },
          { label: '2栋', value: 'b2' },
        ],
      },
    ];
    expect(filterTree(area, '1栋')).toEqual([{ label: '阳光花园', value: 'r1', children: [area[0]!.children[0]] }]);
    expect(filterTree(area, '1层')[0]?.children?.[0]?.children).toEqual([{ label: '1层', value: 'f1' }]);
    expect(filterTree(area, '3栋')).toEqual([]);
    expect(filterTree(area, '')).toEqual(area);
  });
});

describe('expandWithin (how far a side tree opens)', () => {
  const floors = (building: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ label: `${i + 1}层`, value: `${building}-${i + 1}` }));
  const residential = (id: number, buildings: number, floorsEach: number) => ({
    label: `小区${id}`,
    value: id,
    children: Array.from({ length: buildings }, (_, b) => ({
      label: `${b + 1}栋`,
      value: id * 100 + b,
      children: floors(id * 100 + b, floorsEach),
    })),
  });

  it('opens a small tree completely', () => {
    const tree = [residential(1, 2, 3), residential(2, 1, 2)];
    expect(expandWithin(tree, 500)).toEqual([1, 2, 100, 101, 200]);
  });

  it('opens a large tree level by level only while every row of the next level fits the budget', () => {
    // 3 communities, 6 buildings, 600 floors: the buildings fit in 20 rows, the floors do not.
    const tree = [residential(1, 2, 100), residential(2, 2, 100), residential(3, 2, 100)];
    expect(expandWithin(tree, 20)).toEqual([1, 2, 3]);
    expect(expandWithin(tree, 8)).toEqual([]);
  });

  it('opens nothing for leaves or an empty tree', () => {
    expect(expandWithin([{ label: 'a', value: 1 }], 10)).toEqual([]);
    expect(expandWithin([], 10)).toEqual([]);
  });
});
