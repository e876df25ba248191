import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { formatDateTime, type ServiceContext } from '../../../engine/index.js';
import { visitorKioskKeys } from '../schema.js';

/**
 * The caller's kiosk key: 256 random bits (base64), made on the first call and kept, so every kiosk signed in as
 * that account can read what another kept offline (the key never changes while registrations wait).
 */
export async function kioskKey({ orm, user }: ServiceContext): Promise<{ key: string; algorithm: 'AES-GCM'; createdAt: string }> {
  const userId = user.id;
  await orm
    .insert(visitorKioskKeys)
    .values({ userId, key: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await orm.select().from(visitorKioskKeys).where(eq(visitorKioskKeys.userId, userId));
  return { key: row!.key, algorithm: 'AES-GCM', createdAt: formatDateTime(row!.createdAt) };
}
