import { labelIn, personResource, ReviewStatus, staffResource, type ResourceDecl } from '@cvap/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  AppError,
  byLanguage,
  contentProblem,
  extensionOf,
  HEAD_BYTES,
  inUse,
  mayDownload,
  type Orm,
  readHead,
  type ResourceContext,
  type ResourceHooks,
  type Row,
  valueAfterWrite,
} from '../../engine/index.js';
import { departments, files, users } from '../../db/schema/index.js';
import { cards } from '../access/schema.js';
import { apartments, companies } from '../door/schema.js';
import { staffMembers } from './schema.js';
import { departmentSubtreeFilter } from '../system/index.js';
import { countWhere } from '../door/index.js';
import { personImportMapping } from './person-import.js';
import { otherResidentialParent, parentInScope, prefetchParents } from '../door/index.js';

/** Person types anchored to an apartment (owner, family member, tenant); 4 (company employee) to a company. */
const APARTMENT_TYPES = new Set([1, 2, 3]);
const EMPLOYEE = 4;
/** Card status 1: active (CARD_STATUS_OPTIONS). */
const CARD_ACTIVE = 1;
/** Changing one of these on a passed registration sends it back to review: they are what the reviewer checked. */
const IDENTITY_FIELDS = ['name', 'idCard', 'portrait'] as const;

/** 40001 naming one field, in the user's language (the same shape as a schema validation failure). */
function fieldError(ctx: ResourceContext, decl: ResourceDecl, field: string, zh: string, en: string): AppError {
  const label = labelIn(decl.fields[field]!.label, ctx.request.language);
  const message = `${field} ${byLanguage(ctx, zh, en)}`;
  return new AppError('VALIDATION_FAILED', { detail: `${label}: ${byLanguage(ctx, zh, en)}`, data: { fields: [{ field, message }] } });
}

/**
 * A portrait is a path the upload endpoint issued (docs/decisions/0007): a live row of `files` the caller may
 * see (their own upload, or one of a community they act for), stored as JPEG. Three checks, each enough to
 * refuse: the stored name's extension is jpg/jpeg, the row's type (which the upload derived from the
 * extension after checking the content) is image/jpeg, and the stored file's first bytes are JPEG's — the
 * last one re-read from disk now, so a file changed behind the row's back is not trusted. Anything else, a
 * path nobody uploaded included, is 40027 "only JPG pictures".
 */
async function checkPortrait(ctx: ResourceContext, path: string): Promise<void> {
  const refuse = () => new AppError('PORTRAIT_JPG_ONLY', { data: { fields: [{ field: 'portrait', message: 'jpg' }] } });
  const extension = extensionOf(path);
  if (extension !== 'jpg' && extension !== 'jpeg') throw refuse();
  const [file] = await ctx.orm
    .select()
    .from(files)
    .where(and(eq(files.storedPath, path), eq(files.tenantId, ctx.user.tenantId), eq(files.status, 0)))
    .limit(1);
  if (!file || file.mime !== 'image/jpeg' || !(await mayDownload(ctx.orm, ctx.user, file))) throw refuse();
  const head = await readHead(ctx.request.server.files, file.storedPath, HEAD_BYTES).catch(() => null);
  if (!head) throw refuse();
  // The same signature check the upload made (files/file-kinds.ts).
  if (contentProblem(extension, head)) throw refuse();
}

/**
 * The review fields are never written from the body (they are read-only in the declarations, so the strict
 * create/update schemas refuse them with 40003); only the review endpoint sets them. Here: a new registration
 * is pending; editing a rejected one submits it again; editing a passed one keeps it passed unless an
 * identity field (name, ID number, portrait) changes, which submits it again (docs/decisions/0010).
 */
function applyReviewRules(values: Record<string, unknown>, existing: Row | null): void {
  const resubmit = () =>
    Object.assign(values, { reviewStatus: ReviewStatus.pending, rejectReason: null, reviewerId: null, reviewedAt: null });
  if (!existing) return void resubmit();
  for (const field of ['reviewStatus', 'rejectReason', 'reviewerId', 'reviewedAt']) delete values[field];
  if (existing.reviewStatus === ReviewStatus.rejected) return void resubmit();
  if (
    existing.reviewStatus === ReviewStatus.passed &&
    IDENTITY_FIELDS.some((f) => f in values && (values[f] ?? null) !== (existing[f] ?? null))
  )
    resubmit();
}

async function portraitRule(ctx: ResourceContext, values: Record<string, unknown>, existing: Row | null): Promise<void> {
  const portrait = values.portrait;
  // An unchanged portrait is not checked again (it may be someone else's upload, checked when it was set).
  if (typeof portrait === 'string' && portrait !== (existing?.portrait ?? null)) await checkPortrait(ctx, portrait);
}

/**
 * Fills `reviewerName`, the reviewer's display name, for rows about to be returned (lists, detail, exports): one
 * query for the whole page. A user who may not list users cannot look `reviewerId` up, so the row names them.
 * Null when the row has not been reviewed (or its reviewer's account is gone).
 */
async function loadReviewerNames(orm: Orm, rows: Row[]): Promise<void> {
  const ids = [...new Set(rows.map((row) => row.reviewerId).filter((id): id is number => typeof id === 'number'))];
  const names = new Map<number, string>();
  if (ids.length)
    for (const user of await orm.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)))
      names.set(user.id, user.name);
  for (const row of rows) row.reviewerName = typeof row.reviewerId === 'number' ? (names.get(row.reviewerId) ?? null) : null;
}

const apartmentRef = {
  table: apartments,
  id: apartments.id,
  residentialId: apartments.residentialId,
  columns: { residentialId: apartments.residentialId, buildingId: apartments.buildingId },
};
const companyRef = {
  table: companies,
  id: companies.id,
  residentialId: companies.residentialId,
  columns: { residentialId: companies.residentialId, buildingId: companies.buildingId },
};

/**
 * Resident registrations. One anchor per type: an owner, family member or tenant lives in an apartment
 * (apartmentId required, companyId cleared); a company employee works for a company (companyId required,
 * apartmentId cleared). The anchor must be in a community the scope reaches and, for an existing person, in
 * theirs (40908 otherwise); community and building follow from it, never from the body — a head-office
 * user names the community through the apartment or company.
 */
export const personHooks: ResourceHooks = {
  loadVirtual: loadReviewerNames,
  importMapping: personImportMapping,
  /** An import's chunk reads its houses and companies in two statements, not one per row. */
  async beforeChunk(ctx, inputs) {
    await prefetchParents(
      ctx,
      apartmentRef,
      inputs.map((input) => input.apartmentId),
    );
    await prefetchParents(
      ctx,
      companyRef,
      inputs.map((input) => input.companyId),
    );
  },
  async beforeWrite(ctx, values, _input, existing) {
    const residential = existing ? existing.residentialId : ctx.scope.kind === 'residential' ? ctx.scope.residentialId : undefined;
    const type = valueAfterWrite(values, existing, 'personType') as number;
    if (APARTMENT_TYPES.has(type)) {
      const apartmentId = valueAfterWrite(values, existing, 'apartmentId');
      if (typeof apartmentId !== 'number')
        throw fieldError(
          ctx,
          personResource,
          'apartmentId',
          '为必填项（业主、家属、租户须选择房屋）',
          'is required (an owner, family member or tenant lives in a house)',
        );
      const apartment = await parentInScope(ctx, personResource, 'apartmentId', apartmentRef, apartmentId, residential);
      Object.assign(values, { apartmentId, companyId: null, residentialId: apartment.residentialId, buildingId: apartment.buildingId });
    } else if (type === EMPLOYEE) {
      const companyId = valueAfterWrite(values, existing, 'companyId');
      if (typeof companyId !== 'number')
        throw fieldError(
          ctx,
          personResource,
          'companyId',
          '为必填项（企业员工须选择所属企业）',
          'is required (a company employee belongs to a company)',
        );
      const company = await parentInScope(ctx, personResource, 'companyId', companyRef, companyId, residential);
      Object.assign(values, { companyId, apartmentId: null, residentialId: company.residentialId, buildingId: company.buildingId });
    }
    await portraitRule(ctx, values, existing);
    applyReviewRules(values, existing);
  },
  async beforeDelete(ctx, existing) {
    const activeCards = await countWhere(ctx, cards, and(eq(cards.personId, existing.id as number), eq(cards.status, CARD_ACTIVE)));
    if (activeCards > 0) throw inUse(byLanguage(ctx, '该住户仍有有效门禁卡', 'the resident still holds active access cards'));
    // Cancelled or lost cards keep their history but no longer point at the person.
    await ctx.orm
      .update(cards)
      .set({ personId: null })
      .where(eq(cards.personId, existing.id as number));
  },
};

/**
 * Property staff. The department must be the tenant's and, for a community's staff member, that community's or a
 * head-office one: what the department picker offers a community (decision 0048), whoever writes (40908 naming
 * departmentId otherwise). Staff numbers are unique per tenant (40901 naming staffNo).
 */
export const staffHooks: ResourceHooks = {
  uniqueConstraints: { staff_members_tenant_staff_no_uq: ['staffNo'] },
  loadVirtual: loadReviewerNames,
  filter: departmentSubtreeFilter(staffMembers.departmentId),
  async beforeWrite(ctx, values, _input, existing) {
    const residential = (existing ? existing.residentialId : ctx.scope.kind === 'residential' ? ctx.scope.residentialId : null) as
      number | null;
    if (typeof values.departmentId === 'number' && values.departmentId !== (existing?.departmentId ?? null)) {
      const sameResidential =
        residential === null ? undefined : or(isNull(departments.residentialId), eq(departments.residentialId, residential));
      const [department] = await ctx.orm
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.id, values.departmentId), eq(departments.tenantId, ctx.scope.tenantId), sameResidential))
        .limit(1);
      if (!department) throw otherResidentialParent(ctx, staffResource, 'departmentId');
    }
    await portraitRule(ctx, values, existing);
    applyReviewRules(values, existing);
  },
};
