import { eq, inArray } from 'drizzle-orm';
import type { Orm } from '../client.js';
import { dictItems, dictTypes, elements, menus, roleElements, roleMenus, roles, broughtDeclarations, tenants } from '../schema/index.js';
import type { CatalogueAdded } from './catalogue.js';
import { BASE_DICTIONARIES } from './reference-data.js';
import { baseRoleGrants, baseRoles, type BaseRoleDecl, type RoleModule } from './roles.js';

/**
 * One thing the code declares for every installation (decision 0050): its ledger key, whether the database has
 * it now, whether it is new for certain (its screen, role or list was created by this start), and how to add it.
 */
interface Declaration {
  kind: string;
  key: string;
  present: boolean;
  surelyNew: boolean;
  add: () => Promise<void>;
}

/**
 * Adds each declaration that the ledger has not recorded yet, then records it: what an administrator revokes or
 * deletes afterwards stays so. A database from before the ledger (none of these kinds recorded) cannot tell a new
 * declaration from one an administrator removed, so there only the surely new ones are added and the others are
 * recorded as they stand. Runs under the setup lock; the inserts also tolerate a concurrent twin.
 */
async function bringOnce(orm: Orm, kinds: readonly string[], declarations: readonly Declaration[]): Promise<string[]> {
  const recorded = new Set(
    (
      await orm
        .select({ kind: broughtDeclarations.kind, key: broughtDeclarations.key })
        .from(broughtDeclarations)
        .where(inArray(broughtDeclarations.kind, [...kinds]))
    ).map((row) => `${row.kind}|${row.key}`),
  );
  const beforeLedger = recorded.size === 0;
  const brought: string[] = [];
  const record: { kind: string; key: string }[] = [];
  for (const declaration of declarations) {
    if (recorded.has(`${declaration.kind}|${declaration.key}`)) continue;
    if (!declaration.present && (declaration.surelyNew || !beforeLedger)) {
      await declaration.add();
      brought.push(`${declaration.kind} ${declaration.key}`);
    }
    record.push({ kind: declaration.kind, key: declaration.key });
  }
  for (let start = 0; start < record.length; start += 500)
    await orm
      .insert(broughtDeclarations)
      .values(record.slice(start, start + 500))
      .onConflictDoNothing();
  return brought;
}

const ROLE = 'role';
const ROLE_MENU = 'role-menu';
const ROLE_ELEMENT = 'role-element';

async function headOfficeTenant(orm: Orm): Promise<number> {
  const [tenant] = await orm.select({ id: tenants.id }).from(tenants).orderBy(tenants.id).limit(1);
  if (!tenant) throw new Error('No tenant to give the base roles to');
  return tenant.id;
}

/** Creates the base roles the database lacks (a module's new role). Returns the codes of those it created. */
async function bringRoles(orm: Orm, declared: readonly BaseRoleDecl[]): Promise<{ brought: string[]; created: Set<string> }> {
  const existing = new Set((await orm.select({ code: roles.code }).from(roles)).map((r) => r.code));
  const created = new Set<string>();
  const brought = await bringOnce(
    orm,
    [ROLE],
    declared.map((decl) => ({
      kind: ROLE,
      key: decl.code,
      present: existing.has(decl.code),
      surelyNew: true,
      add: async () => {
        const tenantId = await headOfficeTenant(orm);
        await orm
          .insert(roles)
          .values({ tenantId, code: decl.code, name: decl.zh, nameEn: decl.en, description: decl.description })
          .onConflictDoNothing();
        created.add(decl.code);
      },
    })),
  );
  return { brought, created };
}

/**
 * Gives the base roles the screens and elements the modules' grants declare and the database lacks: a new version's
 * grants reach an existing installation at start-up, without a re-seed.
 */
export async function bringBaseRoleGrants(orm: Orm, modules: readonly RoleModule[], added: CatalogueAdded): Promise<string[]> {
  const roleDecls = baseRoles(modules);
  const { brought, created } = await bringRoles(orm, roleDecls);
  const roleIds = new Map((await orm.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]));
  const menuIds = new Map((await orm.select({ id: menus.id, code: menus.code }).from(menus)).map((m) => [m.code, m.id]));
  const elementIds = new Map((await orm.select({ id: elements.id, code: elements.code }).from(elements)).map((e) => [e.code, e.id]));
  const heldMenus = new Set((await orm.select().from(roleMenus)).map((g) => `${g.roleId}:${g.menuId}`));
  const heldElements = new Set((await orm.select().from(roleElements)).map((g) => `${g.roleId}:${g.elementId}`));
  const newMenus = new Set(added.menus);
  const newElements = new Set(added.elements);

  const declarations: Declaration[] = [];
  for (const [role, grant] of baseRoleGrants(modules)) {
    const roleId = roleIds.get(role);
    // A base role an administrator deleted gets nothing.
    if (roleId === undefined) continue;
    for (const screen of grant.screens) {
      const menuId = menuIds.get(screen)!;
      declarations.push({
        kind: ROLE_MENU,
        key: `${role}:${screen}`,
        present: heldMenus.has(`${roleId}:${menuId}`),
        surelyNew: created.has(role) || newMenus.has(screen),
        add: () => orm.insert(roleMenus).values({ roleId, menuId }).onConflictDoNothing().then(noValue),
      });
    }
    for (const element of grant.elements) {
      const elementId = elementIds.get(element);
      if (elementId === undefined) throw new Error(`Unknown element code in grant: ${element}`);
      declarations.push({
        kind: ROLE_ELEMENT,
        key: `${role}:${element}`,
        present: heldElements.has(`${roleId}:${elementId}`),
        surelyNew: created.has(role) || newElements.has(element),
        add: () => orm.insert(roleElements).values({ roleId, elementId }).onConflictDoNothing().then(noValue),
      });
    }
  }
  return [...brought, ...(await bringOnce(orm, [ROLE_MENU, ROLE_ELEMENT], declarations))];
}

const DICT = 'dict';
const DICT_ITEM = 'dict-item';

/** Adds the option lists and list items of BASE_DICTIONARIES that the database lacks. */
export async function bringDictionaries(orm: Orm): Promise<string[]> {
  const typeIds = new Map((await orm.select({ id: dictTypes.id, code: dictTypes.code }).from(dictTypes)).map((t) => [t.code, t.id]));
  const items = new Set(
    (
      await orm
        .select({ type: dictTypes.code, value: dictItems.value })
        .from(dictItems)
        .innerJoin(dictTypes, eq(dictItems.dictTypeId, dictTypes.id))
    ).map((i) => `${i.type}:${i.value}`),
  );
  const createdTypes = new Set<string>();
  const brought = await bringOnce(
    orm,
    [DICT],
    BASE_DICTIONARIES.map((dict) => ({
      kind: DICT,
      key: dict.code,
      present: typeIds.has(dict.code),
      surelyNew: true,
      add: async () => {
        const [row] = await orm
          .insert(dictTypes)
          .values({ code: dict.code, name: dict.name, description: dict.description })
          .onConflictDoNothing()
          .returning({ id: dictTypes.id });
        if (row) typeIds.set(dict.code, row.id);
        createdTypes.add(dict.code);
      },
    })),
  );
  const declarations: Declaration[] = BASE_DICTIONARIES.flatMap((dict) =>
    dict.items.map(([value, labelZh, labelEn], index) => ({
      kind: DICT_ITEM,
      key: `${dict.code}:${value}`,
      // An option list an administrator deleted gets no items back.
      present: items.has(`${dict.code}:${value}`) || !typeIds.has(dict.code),
      surelyNew: createdTypes.has(dict.code),
      add: () =>
        orm
          .insert(dictItems)
          .values({ dictTypeId: typeIds.get(dict.code)!, value, labelZh, labelEn, sortNo: (index + 1) * 10 })
          .onConflictDoNothing()
          .then(noValue),
    })),
  );
  return [...brought, ...(await bringOnce(orm, [DICT_ITEM], declarations))];
}

function noValue(): void {}
