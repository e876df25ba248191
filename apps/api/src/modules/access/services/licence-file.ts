import { type AuthFileStatus, labelIn } from '@cvap/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { residentials } from '../../../db/schema/index.js';
import { accessLicences } from '../schema.js';
import { AppError, chinaToday, formatDateTime, type ServiceContext } from '../../../engine/index.js';
import { checkLicenceFile, licenceProblemText } from '../licence/check-file.js';

// The authorization file of spec section 8: each community's current file, and an upload that replaces it.

/** The communities of the acting scope (its own, or every one of the head office's company) with their file. */
export async function licenceStatuses({ orm, scope }: ServiceContext, only?: number): Promise<AuthFileStatus[]> {
  const where = and(
    eq(residentials.tenantId, scope.tenantId),
    scope.kind === 'residential' ? eq(residentials.id, scope.residentialId) : undefined,
    only !== undefined ? eq(residentials.id, only) : undefined,
  );
  const today = chinaToday();
  const rows = await orm
    .select({
      residentialId: residentials.id,
      residentialName: residentials.residentialName,
      fileName: accessLicences.fileName,
      validFrom: accessLicences.validFrom,
      validUntil: accessLicences.validUntil,
      uploadedBy: accessLicences.uploadedBy,
      uploadedAt: accessLicences.uploadedAt,
    })
    .from(residentials)
    .leftJoin(accessLicences, eq(accessLicences.residentialId, residentials.id))
    .where(where)
    .orderBy(asc(residentials.id))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    status: r.validUntil === null ? 'none' : r.validUntil < today ? 'expired' : 'valid',
    uploadedAt: r.uploadedAt ? formatDateTime(r.uploadedAt) : null,
  }));
}

/**
 * Uploads a community's file (the console sends the chosen file's text): it must be the platform's (signature,
 * checked with `secret`), issued to the acting community (a head-office user may upload for any community of its
 * company, the file naming which), and not expired. A refused file changes nothing. Answers the community's status.
 */
export async function uploadLicence(
  ctx: ServiceContext,
  secret: string,
  { fileName, content }: { fileName: string; content: string },
): Promise<AuthFileStatus> {
  const { scope } = ctx;
  const checked = checkLicenceFile(content, secret, scope.kind === 'residential' ? scope.residentialId : null, ctx.now);
  let problem = checked.ok ? null : licenceProblemText(checked.problem, ctx.language, checked.until);
  let target: { id: number } | undefined;
  if (checked.ok) {
    // A head-office user: the community the file names, if it is one of the company's.
    [target] = await ctx.orm
      .select({ id: residentials.id })
      .from(residentials)
      .where(and(eq(residentials.id, checked.licence.residentialId), eq(residentials.tenantId, scope.tenantId)));
    if (!target) problem = licenceProblemText('community', ctx.language);
  }
  if (!checked.ok || !target) {
    const label = labelIn({ zh: '授权文件', en: 'Authorization file' }, ctx.language);
    throw new AppError('VALIDATION_FAILED', {
      detail: `${label} ${problem}`,
      data: { fields: [{ field: 'content', message: `content ${problem}` }] },
    });
  }
  const { licence } = checked;
  const { user } = ctx;
  const values = {
    tenantId: scope.tenantId,
    fileName,
    content,
    validFrom: licence.validFrom,
    validUntil: licence.validUntil,
    issuedBy: licence.issuedBy,
    uploadedBy: (user.name || user.username).slice(0, 50),
    uploadedAt: ctx.now,
  };
  await ctx.orm
    .insert(accessLicences)
    .values({ residentialId: target.id, ...values })
    .onConflictDoUpdate({ target: accessLicences.residentialId, set: values });
  const [status] = await licenceStatuses(ctx, target.id);
  return status!;
}
