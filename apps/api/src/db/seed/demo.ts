import { DEV_DOOR_LICENCE_SECRET } from '@cvap/contracts';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../lib/passwords.js';
import type { FileStore } from '../../lib/file-store.js';
import type { Orm } from '../client.js';
import {
  buildingFloors,
  buildings,
  departments,
  i18nEntries,
  residentials,
  userResidentials,
  userRoles,
  users,
  whiteListEntries,
} from '../schema/index.js';
import type { BaseSeed } from './base.js';
import { DEMO_RESIDENTIALS, DEMO_I18N_ENTRIES, DEMO_USERS, DEMO_WHITE_LIST, HEAD_OFFICE_DEPARTMENTS } from './demo-data.js';
import type { BuildingRef, ResidentialRef, DemoSeed } from './demo-context.js';

/**
 * The README's demo data on top of the base seed: communities, buildings, floors, departments and users, then each
 * module's own demo data (its manifest's `seed`), in the order of the modules list, which the caller passes in.
 */
export async function seedDemo(
  orm: Orm,
  base: BaseSeed,
  modules: readonly { seed?: DemoSeed }[],
  { now = new Date(), licenceSecret = DEV_DOOR_LICENCE_SECRET, files }: { now?: Date; licenceSecret?: string; files: FileStore },
): Promise<void> {
  const { tenantId } = base;
  const residentialIds = new Map<string, number>();
  const departmentIds = new Map<string, number>();
  const residentialRefs: ResidentialRef[] = [];

  for (const [index, name] of HEAD_OFFICE_DEPARTMENTS.entries()) {
    const [row] = await orm
      .insert(departments)
      .values({ tenantId, name, sortNo: (index + 1) * 10 })
      .returning({ id: departments.id });
    departmentIds.set(name, row!.id);
  }

  for (const residential of DEMO_RESIDENTIALS) {
    const [row] = await orm
      .insert(residentials)
      .values({
        tenantId,
        companyId: residential.companyId,
        residentialName: residential.name,
        kind: residential.kind,
        address: residential.address,
      })
      .returning({ id: residentials.id });
    const residentialId = row!.id;
    residentialIds.set(residential.companyId, residentialId);
    const [centre] = await orm
      .insert(departments)
      .values({ tenantId, residentialId, name: residential.serviceCentre, sortNo: 100 + residentialId })
      .returning({ id: departments.id });
    departmentIds.set(`service:${residential.companyId}`, centre!.id);

    const regionIds = new Map<string, number>();
    for (const [index, region] of (residential.regions ?? []).entries()) {
      const [r] = await orm
        .insert(buildings)
        .values({ residentialId, type: 1, name: region.name, floorCount: 0, sortNo: (index + 1) * 10 })
        .returning({ id: buildings.id });
      for (const name of region.buildings) regionIds.set(name, r!.id);
    }
    const refs: BuildingRef[] = [];
    for (const [index, building] of residential.buildings.entries()) {
      const [b] = await orm
        .insert(buildings)
        .values({
          residentialId,
          parentId: regionIds.get(building.name) ?? null,
          name: building.name,
          floorCount: building.floors,
          sortNo: (index + 1) * 10,
        })
        .returning({ id: buildings.id });
      const floors = await orm
        .insert(buildingFloors)
        .values(
          Array.from({ length: building.floors }, (_, i) => ({ buildingId: b!.id, residentialId, floorNo: i + 1, name: `${i + 1}层` })),
        )
        .returning({ id: buildingFloors.id, floorNo: buildingFloors.floorNo });
      refs.push({ id: b!.id, name: building.name, floors, rooms: building.rooms ?? 0, shops: building.shops ?? 0 });
    }
    residentialRefs.push({
      residentialId,
      companyId: residential.companyId,
      name: residential.name,
      kind: residential.kind,
      buildings: refs,
      gates: residential.gates,
      reviewerId: 0,
      serviceDepartmentId: centre!.id,
    });
  }

  // Staff records nobody logs in with share one hash of a random password that is thrown away.
  const unusableHash = await hashPassword(randomBytes(24).toString('base64url'));
  const userIds = new Map<string, number>();
  for (const user of DEMO_USERS) {
    const departmentId = departmentIds.get(user.department);
    if (departmentId === undefined) throw new Error(`Demo user ${user.username}: unknown department ${user.department}`);
    const [row] = await orm
      .insert(users)
      .values({
        tenantId,
        username: user.username,
        name: user.name,
        passwordHash: user.password ? await hashPassword(user.password) : unusableHash,
        phone: user.phone,
        email: `${user.username}@huating.example.cn`,
        gender: user.gender,
        departmentId,
        headOffice: user.headOffice ?? false,
        kiosk: user.kiosk ?? false,
        frozen: user.frozen ? 1 : 0,
      })
      .returning({ id: users.id });
    const userId = row!.id;
    userIds.set(user.username, userId);
    await orm.insert(userRoles).values(
      user.roles.map((code) => {
        const roleId = base.roleIds.get(code);
        if (roleId === undefined) throw new Error(`Demo user ${user.username}: unknown role ${code}`);
        return { userId, roleId };
      }),
    );
    if (user.communities?.length) {
      await orm
        .insert(userResidentials)
        .values(user.communities.map((companyId) => ({ userId, residentialId: residentialIds.get(companyId)! })));
    }
  }

  await orm.insert(whiteListEntries).values(
    DEMO_WHITE_LIST.map(([companyId, type, value, holderName]) => ({
      tenantId,
      residentialId: residentialIds.get(companyId)!,
      type,
      value,
      holderName,
    })),
  );
  await orm.insert(i18nEntries).values(DEMO_I18N_ENTRIES);

  const demo = { tenantId, now, licenceSecret, files, communities: residentialRefs, residentialIds, departmentIds, userIds };
  for (const module of modules) if (module.seed) await module.seed(orm, demo);
}
