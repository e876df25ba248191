import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contracts from '@cvap/contracts';
import {
  CONTRACT_MODULES,
  endpointsIn,
  OP_ACTION_CODES,
  OP_OTHER_RESOURCE_CODES,
  PLATFORM_OP_ACTION_CODES,
  PLATFORM_OP_RESOURCE_CODES,
  RESOURCES,
  type OpLogDecl,
} from '@cvap/contracts';
import { describe, expect, it } from 'vitest';

/** Every `opLog: { resource: '…', action: '…' }` a route of the API declares, with the file it is in. */
function loggedTargets(dir: string): { file: string; resource: string; action: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : loggedTargets(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/opLog: \{ resource: '(\w+)', action: '(\w+)' \}/g)].map((match) => ({
      file: path,
      resource: match[1]!,
      action: match[2]!,
    }));
  });
}

/** What the endpoint declarations log, the computed ones included (`opLog: { resource: 'card', action: operation }`). */
function declaredTargets(): { file: string; resource: string; action: string }[] {
  return endpointsIn(contracts).flatMap((decl) => (decl.opLog ? [{ file: decl.id, ...decl.opLog }] : []));
}

describe('the operation log', () => {
  // Routes registered by hand state theirs in the API; declared endpoints in their module's contracts.
  const targets = [
    ...loggedTargets(join(import.meta.dirname, '..')),
    ...loggedTargets(join(import.meta.dirname, '../../../../packages/contracts/src')),
  ];
  const logged = [...targets, ...declaredTargets()];

  it('names every resource a route logs in both languages, so no screen shows a code like feeStatement', () => {
    expect(targets.length).toBeGreaterThan(40);
    const labelled = new Set([...RESOURCES.map((decl) => decl.name), ...OP_OTHER_RESOURCE_CODES.map((code) => code.value)]);
    expect(logged.filter((target) => !labelled.has(target.resource))).toEqual([]);
  });

  it('names every action a route logs', () => {
    const labelled = new Set(OP_ACTION_CODES.map((code) => code.value));
    expect(logged.filter((target) => !labelled.has(target.action))).toEqual([]);
  });

  it("finds what a module's routes log among the platform's and that module's own declarations (opLog)", () => {
    const declared = new Set(RESOURCES.map((decl) => decl.name));
    const strays = CONTRACT_MODULES.flatMap((module) => {
      const own: OpLogDecl = 'opLog' in module ? module.opLog : {};
      const actions = new Set([...PLATFORM_OP_ACTION_CODES, ...(own.actions ?? [])].map((code) => code.value));
      const resources = new Set([...PLATFORM_OP_RESOURCE_CODES, ...(own.resources ?? [])].map((code) => code.value));
      return targets
        .filter((target) => target.file.includes(`/modules/${module.name}/`))
        .filter((target) => !actions.has(target.action) || (!declared.has(target.resource) && !resources.has(target.resource)))
        .map((target) => `${module.name}: ${target.resource} ${target.action}`);
    });
    expect(strays).toEqual([]);
  });
});
