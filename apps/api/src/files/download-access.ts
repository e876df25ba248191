import { and, eq } from 'drizzle-orm';
import type { ActingScope, AuthUser } from '../auth/types.js';
import type { Orm } from '../db/client.js';
import { files, userResidentials } from '../db/schema/index.js';
import { TEMPLATES_PREFIX } from './storage.js';

export type StoredFileRow = typeof files.$inferSelect;

export function isTemplate(storedPath: string): boolean {
  return storedPath.startsWith(TEMPLATES_PREFIX);
}

/**
 * Who may download a stored file that is not a template: its uploader; otherwise a user of the same tenant
 * who holds the element of the resource the file belongs to, if it names one (`holdsElement`: an import's result,
 * an export; issue 13), and who may act for the file's community (head-office users for every community and for
 * head-office files; others only for communities granted to them). Anything else is answered as "not found".
 */
export async function mayDownload(orm: Orm, user: AuthUser, file: StoredFileRow, holdsElement = false): Promise<boolean> {
  if (file.tenantId !== user.tenantId) return false;
  if (file.uploaderId === user.id) return true;
  if (file.accessElement !== null && !holdsElement) return false;
  if (user.headOffice) return true;
  if (file.residentialId === null) return false;
  const [grant] = await orm
    .select({ one: userResidentials.userId })
    .from(userResidentials)
    .where(and(eq(userResidentials.userId, user.id), eq(userResidentials.residentialId, file.residentialId)))
    .limit(1);
  return grant !== undefined;
}

/** The community a new file belongs to: the acting one, or none for the head office. */
export function residentialOf(scope: ActingScope | null): number | null {
  return scope?.kind === 'residential' ? scope.residentialId : null;
}
