import {
  AUTH_ELEMENTS,
  AUTH_FILE_ELEMENTS,
  AuthFilePaths,
  AuthFileStatusSchema,
  AuthFileUploadSchema,
  envelopeSchema,
  labelIn,
  type AuthFileStatus,
} from '@cvap/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { residentials } from '../../../db/schema/index.js';
import { accessLicences } from '../schema.js';
import { actingScope, AppError, caller, chinaToday, formatDateTime, ok } from '../../../engine/index.js';
import { checkLicenceFile, licenceProblemText } from '../licence/check-file.js';

/** The communities of the acting scope (its own, or every one of the head office's company) with their file. */
async function statuses(app: FastifyInstance, request: FastifyRequest, only?: number): Promise<AuthFileStatus[]> {
  const scope = actingScope(request);
  const where = and(
    eq(residentials.tenantId, scope.tenantId),
    scope.kind === 'community' ? eq(residentials.id, scope.residentialId) : undefined,
    only !== undefined ? eq(residentials.id, only) : undefined,
  );
  const today = chinaToday();
  const rows = await app.db.orm
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
 * The authorization file of spec section 8: each community's current file (GET), and an upload (POST) that
 * replaces it. The console reads the chosen file and sends its text; the file must be the platform's (signature),
 * issued to the acting community (a head-office user may upload for any community of its company, the file
 * naming which), and not expired. A refused file changes nothing.
 */
export async function authFileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    AuthFilePaths.authFile,
    {
      config: { access: AUTH_ELEMENTS.view.code },
      schema: {
        tags: ['access'],
        summary: 'The authorization file of each community in scope and whether it is valid today',
        response: { 200: envelopeSchema(AuthFileStatusSchema.array()) },
      },
    },
    async (request) => ok(request.language, await statuses(app, request)),
  );

  routes.post(
    AuthFilePaths.authFile,
    {
      config: { access: AUTH_FILE_ELEMENTS.upload.code, opLog: { resource: 'accessAuthFile', action: 'upload' } },
      schema: {
        tags: ['access'],
        summary: 'Upload a community’s authorization file (its text), replacing the current one',
        body: AuthFileUploadSchema,
        response: { 200: envelopeSchema(AuthFileStatusSchema) },
      },
    },
    async (request) => {
      const scope = actingScope(request);
      const { fileName, content } = request.body;
      const checked = checkLicenceFile(content, app.config.doorLicenceSecret, scope.kind === 'community' ? scope.residentialId : null);
      let problem = checked.ok ? null : licenceProblemText(checked.problem, request.language, checked.until);
      let target: { id: number } | undefined;
      if (checked.ok) {
        // A head-office user: the community the file names, if it is one of the company's.
        [target] = await app.db.orm
          .select({ id: residentials.id })
          .from(residentials)
          .where(and(eq(residentials.id, checked.licence.residentialId), eq(residentials.tenantId, scope.tenantId)));
        if (!target) problem = licenceProblemText('community', request.language);
      }
      if (!checked.ok || !target) {
        const label = labelIn({ zh: '授权文件', en: 'Authorization file' }, request.language);
        throw new AppError('VALIDATION_FAILED', {
          detail: `${label} ${problem}`,
          data: { fields: [{ field: 'content', message: `content ${problem}` }] },
        });
      }
      const { licence } = checked;
      const { user } = caller(request);
      const values = {
        tenantId: scope.tenantId,
        fileName,
        content,
        validFrom: licence.validFrom,
        validUntil: licence.validUntil,
        issuedBy: licence.issuedBy,
        uploadedBy: (user.name || user.username).slice(0, 50),
        uploadedAt: sql`now()`,
      };
      await app.db.orm
        .insert(accessLicences)
        .values({ residentialId: target.id, ...values })
        .onConflictDoUpdate({ target: accessLicences.residentialId, set: values });
      request.opLogNote = { recordId: String(target.id) };
      const [status] = await statuses(app, request, target.id);
      return ok(request.language, status!);
    },
  );
}
