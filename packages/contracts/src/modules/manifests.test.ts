import { describe, expect, it } from 'vitest';
import { Codes, PLATFORM_CODES } from '../codes.js';
import { flattenMenus, MENU_CATALOGUE } from '../menus.js';
import type { EnumOption } from '../resource/types.js';
import type { OpLogDecl } from './contract-module.js';
import {
  CONTRACT_MODULE_NAMES,
  CONTRACT_MODULES,
  OP_ACTION_CODES,
  OP_OTHER_RESOURCE_CODES,
  PLATFORM_OP_ACTION_CODES,
  PLATFORM_OP_RESOURCE_CODES,
  RESOURCES,
  resourceElementDecls,
} from './index.js';
import { disagreeingLabels, withDeclared } from './op-log-vocabulary.js';

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

  describe('operation-log vocabulary', () => {
    const declared = CONTRACT_MODULES.map((module): OpLogDecl => ('opLog' in module ? module.opLog : {}));
    const values = (options: readonly EnumOption[]) => options.map((option) => option.value);

    it("lists every module's declared verbs and resource codes, with their labels, after the platform's", () => {
      for (const decl of declared) {
        for (const action of decl.actions ?? []) expect(OP_ACTION_CODES, String(action.value)).toContainEqual(action);
        for (const code of decl.resources ?? []) expect(OP_OTHER_RESOURCE_CODES, String(code.value)).toContainEqual(code);
      }
      expect(OP_ACTION_CODES.slice(0, PLATFORM_OP_ACTION_CODES.length)).toEqual(PLATFORM_OP_ACTION_CODES);
      expect(OP_OTHER_RESOURCE_CODES.slice(0, PLATFORM_OP_RESOURCE_CODES.length)).toEqual(PLATFORM_OP_RESOURCE_CODES);
      expect(repeated(values(OP_ACTION_CODES))).toEqual([]);
      expect(repeated(values(OP_OTHER_RESOURCE_CODES))).toEqual([]);
    });

    it("adds a module's new verb to the built list, and a verb two modules log once", () => {
      const built = withDeclared(
        [...PLATFORM_OP_ACTION_CODES],
        [
          [{ value: 'close', zh: '关闭', en: 'Close' }],
          [
            { value: 'harvest', zh: '收获', en: 'Harvest' },
            { value: 'close', zh: '关闭', en: 'Close' },
          ],
        ],
      );
      expect(built).toContainEqual({ value: 'harvest', zh: '收获', en: 'Harvest' });
      expect(values(built).filter((value) => value === 'close')).toHaveLength(1);
      expect(values(built).slice(-2)).toEqual(['close', 'harvest']);
    });

    it('gives a verb or code the same labels in every module that declares it', () => {
      expect(disagreeingLabels([PLATFORM_OP_ACTION_CODES, ...declared.map((decl) => decl.actions ?? [])])).toEqual([]);
      expect(disagreeingLabels([PLATFORM_OP_RESOURCE_CODES, ...declared.map((decl) => decl.resources ?? [])])).toEqual([]);
      expect(disagreeingLabels([[{ value: 'close', zh: '关闭', en: 'Close' }], [{ value: 'close', zh: '关闭', en: 'Shut' }]])).toEqual([
        'close',
      ]);
    });

    it('names no declared resource among the other resource codes', () => {
      const names = new Set(RESOURCES.map((decl) => decl.name));
      expect(values(OP_OTHER_RESOURCE_CODES).filter((value) => names.has(String(value)))).toEqual([]);
    });
  });
});
