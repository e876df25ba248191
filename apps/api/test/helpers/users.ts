import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { residentials, roles, userResidentials, userRoles, users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';

export interface NewUser {
  username: string;
  password: string;
  name?: string;
  roles?: string[];
  companyIds?: string[];
  headOffice?: boolean;
  kiosk?: boolean;
  phone?: string;
}

/** Adds a user of the demo tenant, so a test that locks, freezes or changes it touches nobody else. */
export async function addUser(db: Database, user: NewUser): Promise<number> {
  const [tenant] = await db.orm.select({ tenantId: users.tenantId }).from(users).where(eq(users.username, 'admin'));
  const [row] = await db.orm
    .insert(users)
    .values({
      tenantId: tenant!.tenantId,
      username: user.username,
      name: user.name ?? user.username,
      passwordHash: await hashPassword(user.password),
      phone: user.phone ?? null,
      headOffice: user.headOffice ?? false,
      kiosk: user.kiosk ?? false,
    })
    .returning({ id: users.id });
  const userId = row!.id;
  if (user.roles?.length) {
    const found = await db.orm.select({ id: roles.id }).from(roles).where(inArray(roles.code, user.roles));
    await db.orm.insert(userRoles).values(found.map((r) => ({ userId, roleId: r.id })));
  }
  if (user.companyIds?.length) {
    const found = await db.orm.select({ id: residentials.id }).from(residentials).where(inArray(residentials.companyId, user.companyIds));
    await db.orm.insert(userResidentials).values(found.map((r) => ({ userId, residentialId: r.id })));
  }
  return userId;
}

export async function userIdOf(db: Database, username: string): Promise<number> {
  const [row] = await db.orm.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}
