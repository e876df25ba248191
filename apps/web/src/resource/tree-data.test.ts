import { describe, expect, it } from 'vitest';
import { filterTree, normalizeTree, toSelectableTree } from './tree-data.js';

const tree = [{ label: '总部', value: '1', children: [{ label: '工程部', value: '2' }, { label: '客服部', value: '3', children: [] }] }];

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
    const area = [{ label: '阳光花园', value: 'r1', children: [{ label: '1栋', value: 'b1', children: [{ label: '1层', value: 'f1' }] }, { label: '2栋', value: 'b2' }] }];
    expect(filterTree(area, '1栋')).toEqual([{ label: '阳光花园', value: 'r1', children: [area[0]!.children[0]] }]);
    expect(filterTree(area, '1层')[0]?.children?.[0]?.children).toEqual([{ label: '1层', value: 'f1' }]);
    expect(filterTree(area, '3栋')).toEqual([]);
    expect(filterTree(area, '')).toEqual(area);
  });
});
