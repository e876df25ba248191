import { describe, expect, it } from 'vitest';
import { CONTRACT_MODULES, CONTRACT_MODULE_NAMES, flattenMenus, JOB_HANDLER_OPTIONS } from '@cvap/contracts';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { baseRoleGrants } from '../src/db/seed/roles.js';
import { API_MODULES } from '../src/modules/index.js';
import { JOB_HANDLERS } from '../src/scheduler/registry.js';

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

  it('grant the base roles only screens of their own sections', () => {
    for (const module of API_MODULES) {
      const own = new Set(CONTRACT_MODULES.find((contract) => contract.name === module.name)!.menus.map((section) => section.code));
      const granted = Object.values(module.grants ?? {}).flatMap((grant) => grant.menus ?? []);
      for (const code of granted) {
        const entry = flattenMenus().find(({ decl }) => decl.code === code);
        expect(entry, `${module.name} grants ${code}`).toBeDefined();
        expect(
          [code, ...entry!.parents].some((parent) => own.has(parent)),
          `${module.name} grants ${code}`,
        ).toBe(true);
      }
    }
  });

  it('refuse a grant to a role that is not a base role', () => {
    expect(() => baseRoleGrants([...API_MODULES, { grants: { communityManger: { menus: ['dashboard'] } } as never }])).toThrow(
      'unknown base role communityManger',
    );
  });

  it('bring their own base roles, which any module may grant, and refuse a role declared twice', () => {
    const guard = { code: 'patrolGuard', zh: '巡更员', en: 'Patrol guard', description: '巡更打卡' };
    const grants = baseRoleGrants([...API_MODULES, { roles: [guard] }, { grants: { patrolGuard: { menus: ['dashboard'] } } }]);
    expect(grants.get('patrolGuard')?.screens).toEqual(['dashboard:dashboard']);
    expect(() => baseRoleGrants([...API_MODULES, { roles: [{ ...guard, code: 'repairWorker' }] }])).toThrow(
      'Base role repairWorker is declared twice',
    );
  });

  it('implement every job handler contracts offer, each once, and no other', () => {
    const platform = Object.keys(JOB_HANDLERS);
    const modules = API_MODULES.flatMap((module) => Object.keys(module.jobs ?? {}));
    expect(new Set([...platform, ...modules]).size).toBe(platform.length + modules.length);
    expect([...platform, ...modules].sort()).toEqual(JOB_HANDLER_OPTIONS.map((option) => String(option.value)).sort());
    for (const contract of CONTRACT_MODULES)
      if ('jobs' in contract)
        expect(Object.keys(API_MODULES.find((module) => module.name === contract.name)?.jobs ?? {}), contract.name).toEqual(
          contract.jobs.map((option) => option.value),
        );
  });
});
