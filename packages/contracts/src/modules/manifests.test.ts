import { describe, expect, it } from 'vitest';
import { Codes, PLATFORM_CODES } from '../codes.js';
import { flattenMenus, MENU_CATALOGUE } from '../menus.js';
import { CONTRACT_MODULE_NAMES, CONTRACT_MODULES, RESOURCES, resourceElementDecls } from './index.js';

/** The values that occur more than once. */
function repeated(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('contract module manifests', () => {
  it('have distinct names', () => {
    expect(repeated(CONTRACT_MODULE_NAMES)).toEqual([]);
  });

  it('never let two modules declare the same resource, element, code or menu', () => {
    expect(repeated(CONTRACT_MODULES.flatMap((module) => module.resources.map((decl) => decl.name)))).toEqual([]);
    expect(repeated(CONTRACT_MODULES.flatMap((module) => module.elements.map((decl) => decl.code)))).toEqual([]);
    const codeNames = [...Object.keys(PLATFORM_CODES), ...CONTRACT_MODULES.flatMap((module) => Object.keys(module.codes))];
    expect(repeated(codeNames)).toEqual([]);
    const menuCodes = CONTRACT_MODULES.flatMap((module) => flattenMenus([...module.menus]).map(({ decl }) => decl.code));
    expect(repeated(menuCodes)).toEqual([]);
  });

  it('are what the central lists are built from', () => {
    expect(RESOURCES).toEqual(CONTRACT_MODULES.flatMap((module) => module.resources));
    const elementCodes = new Set(resourceElementDecls().map((decl) => decl.code));
    for (const module of CONTRACT_MODULES) for (const decl of module.elements) expect(elementCodes.has(decl.code), decl.code).toBe(true);
    for (const module of CONTRACT_MODULES)
      for (const [name, code] of Object.entries(module.codes)) expect(Codes[name as keyof typeof Codes], name).toBe(code);
    const sections = new Set(MENU_CATALOGUE);
    for (const module of CONTRACT_MODULES) for (const section of module.menus) expect(sections.has(section), section.code).toBe(true);
  });

  it("hang each module's resources and elements under menu entries of the catalogue", () => {
    const menuCodes = new Set(flattenMenus().map(({ decl }) => decl.code));
    for (const module of CONTRACT_MODULES) {
      for (const decl of module.resources) expect(menuCodes.has(decl.menu), `${module.name}: ${decl.name}`).toBe(true);
      for (const decl of module.elements) expect(menuCodes.has(decl.menu), `${module.name}: ${decl.code}`).toBe(true);
    }
  });
});
