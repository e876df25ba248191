import { EQUIPMENT_DOCUMENT_LIMITS, type EquipmentDocument } from '@cvap/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { files } from '../../../db/schema/index.js';
import {
  AppError,
  extensionOf,
  formatDateTime,
  mayDownload,
  type ResourceContext,
  type Row,
  type ServiceContext,
} from '../../../engine/index.js';
import { equipment } from '../schema.js';

const ALLOWED: readonly string[] = EQUIPMENT_DOCUMENT_LIMITS.extensions;
const LIMIT_MB = EQUIPMENT_DOCUMENT_LIMITS.bytes / (1024 * 1024);

/** The stored paths of a documents value (null, or a list of paths). */
export function documentPaths(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((path): path is string => typeof path === 'string') : [];
}

/**
 * The documents about to be saved on a piece of equipment of `residentialId` (decision 0045): at most ten
 * (EQUIPMENT_DOCUMENTS_TOO_MANY); each a live upload of the tenant (EQUIPMENT_DOCUMENT_UNKNOWN, the same answer for
 * a path nobody uploaded and for another tenant's file); a PDF, Word, Excel or picture file
 * (EQUIPMENT_DOCUMENT_TYPE) of at most 20 MB (EQUIPMENT_DOCUMENT_TOO_LARGE). A document it newly names must also
 * be one the caller may download, of the equipment's community or of none: a head-office upload is then given to
 * the equipment's community, so that the community's staff can download it from the detail page. Runs in the
 * write's transaction: a refusal changes nothing. The paths, duplicates dropped, in the order given; null for none.
 */
export async function checkDocuments(
  ctx: ResourceContext,
  value: unknown,
  residentialId: number | undefined,
  stored: unknown,
): Promise<string[] | null> {
  const paths = [...new Set(documentPaths(value))];
  if (paths.length === 0) return null;
  if (paths.length > EQUIPMENT_DOCUMENT_LIMITS.count)
    throw new AppError('EQUIPMENT_DOCUMENTS_TOO_MANY', { params: { limit: EQUIPMENT_DOCUMENT_LIMITS.count, count: paths.length } });
  const rows = await ctx.orm
    .select()
    .from(files)
    .where(and(eq(files.tenantId, ctx.user.tenantId), eq(files.status, 0), inArray(files.storedPath, paths)));
  const byPath = new Map(rows.map((row) => [row.storedPath, row]));
  const already = new Set(documentPaths(stored));
  const adopt: number[] = [];
  for (const path of paths) {
    const file = byPath.get(path);
    const fresh = !already.has(path);
    const reachable =
      file !== undefined &&
      (!fresh || ((file.residentialId === null || file.residentialId === residentialId) && (await mayDownload(ctx.orm, ctx.user, file))));
    if (!file || !reachable) throw new AppError('EQUIPMENT_DOCUMENT_UNKNOWN', { params: { path: path.slice(-80) } });
    if (!ALLOWED.includes(extensionOf(file.storedPath)))
      throw new AppError('EQUIPMENT_DOCUMENT_TYPE', { params: { name: file.originalName.slice(0, 80), allowed: ALLOWED.join(', ') } });
    if (file.size > EQUIPMENT_DOCUMENT_LIMITS.bytes)
      throw new AppError('EQUIPMENT_DOCUMENT_TOO_LARGE', { params: { name: file.originalName.slice(0, 80), limit: LIMIT_MB } });
    if (file.residentialId === null && residentialId !== undefined) adopt.push(file.id);
  }
  if (adopt.length)
    await ctx.orm
      .update(files)
      .set({ residentialId })
      .where(and(inArray(files.id, adopt), isNull(files.residentialId)));
  return paths;
}

/**
 * The documents of a piece of equipment in the caller's scope (NOT_FOUND otherwise), in their saved order, each
 * with its original name, size and upload time; a document whose file has since been deleted is left out.
 */
export async function equipmentDocuments(ctx: ServiceContext, id: number): Promise<EquipmentDocument[]> {
  const [row] = await ctx.orm
    .select({ documents: equipment.documents })
    .from(equipment)
    .where(
      and(
        eq(equipment.id, id),
        ctx.scope.kind === 'residential'
          ? eq(equipment.residentialId, ctx.scope.residentialId)
          : sql`${equipment.residentialId} in (select id from residentials where tenant_id = ${ctx.scope.tenantId})`,
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  const paths = documentPaths(row.documents);
  if (paths.length === 0) return [];
  const found = await ctx.orm
    .select({ path: files.storedPath, name: files.originalName, size: files.size, createdAt: files.createdAt })
    .from(files)
    .where(and(eq(files.tenantId, ctx.user.tenantId), eq(files.status, 0), inArray(files.storedPath, paths)));
  const byPath = new Map(found.map((file) => [file.path, file]));
  return paths.flatMap((path) => {
    const file = byPath.get(path);
    return file ? [{ path, name: file.name, size: file.size, uploadedAt: formatDateTime(file.createdAt) }] : [];
  });
}

/** The community a write of equipment puts it in: the given one, else the stored one, else the acting one. */
export function residentialOfEquipment(ctx: ResourceContext, values: Record<string, unknown>, existing: Row | null): number | undefined {
  const given = values.residentialId ?? existing?.residentialId ?? (ctx.scope.kind === 'residential' ? ctx.scope.residentialId : undefined);
  return typeof given === 'number' ? given : undefined;
}
