import { CONTRACT_MODULE_NAMES } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { shellZh } from '../i18n/shell-zh_cn.js';
import { ROUTE_CATALOGUE } from '../routes/route-catalogue.js';
import { WEB_MODULES } from './index.js';

/** Contract modules the console has no part of (an API-only module): none yet. Name them here, not silently. */
const WITHOUT_CONSOLE_PART: readonly string[] = [];

/** The folder names of the files a glob found (`./<m>/manifest.ts` → `m`). */
function folders(paths: Record<string, unknown>): string[] {
  return Object.keys(paths)
    .map((path) => path.split('/').at(-2)!)
    .sort();
}

/** The values that occur more than once. */
function repeated(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('module manifests across the tiers', () => {
  const webNames = WEB_MODULES.map((module) => module.name);

  it('list the same modules in the contracts and the console', () => {
    expect([...webNames].sort()).toEqual(CONTRACT_MODULE_NAMES.filter((name) => !WITHOUT_CONSOLE_PART.includes(name)).sort());
    expect(repeated(webNames)).toEqual([]);
  });

  it('list every module folder of each tier, under its folder name', () => {
    expect(folders(import.meta.glob('./*/manifest.ts'))).toEqual([...webNames].sort());
    expect(folders(import.meta.glob('../../../../packages/contracts/src/modules/*/index.ts'))).toEqual([...CONTRACT_MODULE_NAMES].sort());
  });

  it('give each screen path of the catalogue to one module at most', () => {
    const paths = WEB_MODULES.flatMap((module) => Object.keys(module.screens));
    expect(repeated(paths)).toEqual([]);
    for (const path of paths) expect(ROUTE_CATALOGUE.has(path), path).toBe(true);
  });

  it("give each top-level i18n key to one module, never one of the shell's", () => {
    const keys = [...Object.keys(shellZh), ...WEB_MODULES.flatMap((module) => Object.keys(module.texts.zh_cn))];
    expect(repeated(keys)).toEqual([]);
  });
});
