import { Readable } from 'node:stream';
import type { FileStore } from '../../lib/file-store.js';
import { DEV_DOOR_LICENCE_SECRET, isAcceptablePassword } from '@cvap/contracts';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import type { Orm } from '../client.js';
import { tenants, userRoles, users } from '../schema/index.js';
import { seedBase, type SeededModule } from './base.js';
import { SUPERUSER_ROLE } from './catalogue.js';
import { seedDemo } from './demo.js';
import { DEMO_TENANT } from './demo-data.js';

export type { SeededModule } from './base.js';
export { syncCatalogue, type CatalogueAdded } from './catalogue.js';
export { bringBaseRoleGrants } from './bring.js';
export { syncReferenceData } from './reference.js';

export interface FirstStartOptions {
  mode: 'demo' | 'development' | 'production';
  seed: 'demo' | 'none';
  adminInitialPassword: string | null;
  /** Signs the demo communities' authorization files (DOOR_LICENCE_SECRET; the development default if absent). */
  doorLicenceSecret?: string;
  /**
   * Where the demo's files go (the API's file store). Without one (the tests' seeded template, copied into apps
   * with data folders of their own) they are discarded: their rows exist, the files are not served.
   */
  fileStore?: FileStore;
}

export type FirstStartOutcome = 'existing' | 'demo' | 'admin';

/** Raised when a first start cannot create a way to log in. */
export class FirstStartError extends Error {
  override name = 'FirstStartError';
}

/** Takes every file and keeps none: the demo's rows without their files. */
const DISCARDING_STORE: FileStore = {
  driver: 'local',
  async put(_path, body) {
    if (body instanceof Readable) for await (const chunk of body) void chunk;
  },
  get: async () => null,
  read: async () => null,
  remove: async () => true,
  async *list() {},
};

const PRODUCTION_TENANT = { code: 'default', name: '物业服务公司' };

/**
 * Seeds an empty database only (no tenant row yet), in one transaction so a crash leaves it empty. The demo seed
 * never runs in production; otherwise the first start creates `admin` with ADMIN_INITIAL_PASSWORD or refuses.
 */
export async function seedOnFirstStart(orm: Orm, options: FirstStartOptions, modules: readonly SeededModule[]): Promise<FirstStartOutcome> {
  const [existing] = await orm.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) return 'existing';

  const demo = options.seed === 'demo' && options.mode !== 'production';
  if (!demo) {
    const password = options.adminInitialPassword;
    if (!password)
      throw new FirstStartError(
        'First start on an empty database: set ADMIN_INITIAL_PASSWORD to create the admin account (or SEED=demo outside production).',
      );
    if (!isAcceptablePassword(password))
      throw new FirstStartError('ADMIN_INITIAL_PASSWORD must be 8 to 64 characters with letters and digits.');
  }

  return orm.transaction(async (tx) => {
    if (demo) {
      const base = await seedBase(tx, DEMO_TENANT, modules);
      await seedDemo(tx, base, modules, {
        now: new Date(),
        licenceSecret: options.doorLicenceSecret ?? DEV_DOOR_LICENCE_SECRET,
        files: options.fileStore ?? DISCARDING_STORE,
      });
      return 'demo';
    }
    const base = await seedBase(tx, PRODUCTION_TENANT, modules);
    const [admin] = await tx
      .insert(users)
      .values({
        tenantId: base.tenantId,
        username: 'admin',
        name: '系统管理员',
        passwordHash: await hashPassword(options.adminInitialPassword!),
        headOffice: true,
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: admin!.id, roleId: base.roleIds.get(SUPERUSER_ROLE)! });
    return 'admin';
  });
}
