import { describe, expect, it } from 'vitest';
import { buildMenuTree, type MenuRow } from './menu-tree.js';

const row = (id: number, parentId: number | null, type: 'section' | 'menu', sortNo = id, enabled = true): MenuRow => ({
  id,
  parentId,
  code: `m${id}`,
  name: `菜单${id}`,
  nameEn: `Menu ${id}`,
  type,
  functionType: 'route',
  href: type === 'menu' ? `/m/${id}` : null,
  icon: null,
  sortNo,
  countKey: null,
  enabled,
});

const codes = (items: ReturnType<typeof buildMenuTree>): unknown =>
  items.map((i) => (i.children.length ? { [i.code]: codes(i.children) } : i.code));

describe('buildMenuTree', () => {
  const rows = [
    row(1, null, 'section'),
    row(2, 1, 'menu', 20),
    row(3, 1, 'menu', 10),
    row(4, null, 'section'),
    row(5, 4, 'section'),
    row(6, 5, 'menu'),
    row(7, null, 'section'),
    row(8, 7, 'menu', 8, false),
  ];

  it('keeps granted menus with their section ancestors, sorted by sort_no', () => {
    expect(codes(buildMenuTree(rows, new Set([2, 3, 6])))).toEqual([{ m1: ['m3', 'm2'] }, { m4: [{ m5: ['m6'] }] }]);
  });

  it('drops sections left without children and ignores granted sections themselves', () => {
    expect(codes(buildMenuTree(rows, new Set([2, 4, 5])))).toEqual([{ m1: ['m2'] }]);
  });

  it('drops disabled entries and everything under a disabled section', () => {
    expect(codes(buildMenuTree(rows, new Set([8])))).toEqual([]);
    const disabledParent = rows.map((r) => (r.id === 5 ? { ...r, enabled: false } : r));
    expect(codes(buildMenuTree(disabledParent, new Set([2, 6])))).toEqual([{ m1: ['m2'] }]);
  });

  it('tells each entry how the console opens it: its own page, or an external link', () => {
    const withLink = [...rows, { ...row(9, 1, 'menu'), functionType: 'link', href: 'https://example.com/help' }];
    const [section] = buildMenuTree(withLink, new Set([2, 9]));
    expect(section!.functionType).toBe('route');
    expect(section!.children.map((c) => [c.code, c.functionType, c.href])).toEqual([
      ['m9', 'link', 'https://example.com/help'],
      ['m2', 'route', '/m/2'],
    ]);
  });

  it('survives a parent cycle in bad data', () => {
    const cyclic = [{ ...row(1, 2, 'section') }, { ...row(2, 1, 'section') }, row(3, 1, 'menu')];
    expect(buildMenuTree(cyclic, new Set([3]))).toEqual([]);
  });
});
