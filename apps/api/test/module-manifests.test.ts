import { describe, expect, it } from 'vitest';
import { CONTRACT_MODULE_NAMES } from '@cvap/contracts';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_MODULES } from '../src/modules/index.js';

/** Issue 22: a module is one folder per tier, listed once per tier; the tiers list the same modules. */
describe('the API’s module manifests', () => {
  it('name the same modules as the contracts, each once', () => {
    const names = API_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...CONTRACT_MODULE_NAMES].sort());
  });

  it('list every module folder of the API', () => {
    const folder = join(import.meta.dirname, '../src/modules');
    const folders = readdirSync(folder).filter((name) => statSync(join(folder, name)).isDirectory());
    expect(folders.sort()).toEqual(API_MODULES.map((module) => module.name).sort());
  });
});
