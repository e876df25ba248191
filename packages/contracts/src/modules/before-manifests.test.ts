import { describe, expect, it } from 'vitest';
import { Codes } from '../codes.js';
import { MENU_CATALOGUE, type MenuDecl } from '../menus.js';
import { BEFORE } from './test-before-manifests.js';
import { RESOURCES, resourceElementDecls } from './index.js';

/** Every section and entry depth first, with all it carries (the API seeds the sort order from this order). */
function flat(nodes: readonly MenuDecl[]): string[] {
  return nodes.flatMap((n) => [
    [
      n.code,
      n.path ?? '',
      n.zh,
      n.en,
      n.icon ?? '',
      n.countKey ?? '',
      (n.inline ?? []).map((p) => `${p.path}:${p.zh}:${p.en}`).join(','),
    ].join('|'),
    ...flat(n.children ?? []),
  ]);
}

describe('the lists built from the module manifests', () => {
  it('are the lists of before', () => {
    expect(RESOURCES.map((decl) => decl.name).sort()).toEqual(BEFORE.resources);
    expect(
      resourceElementDecls()
        .map((decl) => `${decl.code} ${decl.menu}`)
        .sort(),
    ).toEqual(BEFORE.elementCodes);
    expect(
      Object.entries(Codes)
        .map(([name, code]) => `${name} ${code.status} ${code.http}`)
        .sort(),
    ).toEqual(BEFORE.codes);
    expect(flat(MENU_CATALOGUE)).toEqual(BEFORE.menus);
  });
});
