import { describe, expect, it } from 'vitest';
import { flattenMenus } from '../menus.js';
import { allElementDecls } from '../permissions.js';
import { createSchema, pageQuerySchema, rowSchema, updateSchema } from '../resource/derive.js';
import { RESOURCES, resourceElementDecls, userResource } from './index.js';

describe('declared resources', () => {
  const menuCodes = new Set(flattenMenus().map(({ decl }) => decl.code));

  it('have unique names and base paths, and hang under a known menu entry', () => {
    expect(new Set(RESOURCES.map((r) => r.name)).size).toBe(RESOURCES.length);
    expect(new Set(RESOURCES.map((r) => r.basePath)).size).toBe(RESOURCES.length);
    for (const decl of RESOURCES) expect(menuCodes.has(decl.menu), decl.name).toBe(true);
  });

  it('derive their schemas without error', () => {
    for (const decl of RESOURCES) {
      expect(() => [createSchema(decl), updateSchema(decl), pageQuerySchema(decl), rowSchema(decl)], decl.name).not.toThrow();
    }
  });

  it('give every element a unique code under a known menu, distinct from the hand-declared elements', () => {
    const codes = resourceElementDecls().map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of resourceElementDecls()) expect(menuCodes.has(e.menu), e.code).toBe(true);
    const handDeclared = new Set(allElementDecls().map((e) => e.code));
    expect(codes.filter((c) => handDeclared.has(c))).toEqual([]);
  });

  it('let the head office name the community of a community record it adds, in the form or through a parent (decision 0028)', () => {
    // Records whose community is the one of a parent the form names (the hooks derive it and check it).
    const fromParent: Record<string, readonly string[]> = {
      buildingFloor: ['buildingId'],
      apartment: ['floorId'],
      company: ['floorId'],
      person: ['apartmentId', 'companyId'],
      chargeRule: ['standardId'],
      meter: ['standardId', 'apartmentId', 'buildingId'],
      meterReading: ['meterId'],
      visitor: ['companyId', 'personId'],
    };
    const writable = (form: string | undefined) => form !== 'readonly' && form !== 'hidden';
    for (const decl of RESOURCES) {
      if (decl.scope !== 'community' || !decl.actions.includes('add')) continue;
      const own = decl.fields.residentialId;
      if (own && writable(own.form)) continue;
      const parents = fromParent[decl.name];
      expect(parents, `${decl.name}: neither a 所属社区 on create nor a parent it comes from`).toBeDefined();
      for (const parent of parents!) expect(writable(decl.fields[parent]?.form), `${decl.name}.${parent}`).toBe(true);
    }
  });

  it('never let a user body set the creator or the frozen flag, and never return the password', () => {
    const body = { username: 'u1', name: 'U', roleIds: [1], password: 'Passw0rd1' };
    expect(createSchema(userResource).safeParse(body).success).toBe(true);
    expect(createSchema(userResource).safeParse({ ...body, creatorId: 1 }).success).toBe(false);
    expect(createSchema(userResource).safeParse({ ...body, frozen: 1 }).success).toBe(false);
    expect(Object.keys(rowSchema(userResource).shape)).not.toContain('password');
  });
});
