import { BIZ_TYPE, envelopeSchema, labelIn, pageQuerySchema, permissionCode, routeOf, type Action } from '@cvap/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files } from '../../db/schema/index.js';
import type { ResourceElementCode } from '../../fastify-types.js';
import { attachmentDisposition } from '../../files/content-disposition.js';
import { mayDownload, residentialOf } from '../../files/download-access.js';
import { FILE_KINDS } from '../../files/file-kinds.js';
import { recordGeneratedFile } from '../../files/record-generated.js';
import { isStoredPath } from '../../files/storage.js';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { allOf, searchConditions } from '../filters.js';
import { actingScope, scopeCondition } from '../scope.js';
import type { ResolvedResource, ResourceContext } from '../types.js';
import { caller } from '../../lib/route-helpers.js';
import { TaskStartedEnvelope } from '../../lib/schemas.js';
import { countUpTo, DIRECT_EXPORT_MAX_ROWS, matchingRows, writeExport } from './export.js';
import { importTaskBody } from './import-task.js';
import { openStoredZip } from './stored-zip.js';
import { ensureTemplate } from './template.js';
import { IMPORT_TEXT, refusalText } from './texts.js';
import { CheckedZip, ZipRefusal } from './zip-guard.js';

const ImportBody = z.strictObject({ filePath: z.string().trim().min(1).max(300) });

function today(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The one .xlsx of an import archive (directories, macOS metadata and dot-files ignored). */
function workbookEntry(zip: CheckedZip): string {
  const candidates = zip.entries.filter((e) => !e.directory && /\.xlsx$/i.test(e.name) && !/(^|\/)(__MACOSX\/|\.)/.test(e.name));
  if (candidates.length === 0) throw new ZipRefusal('notZip', 'noWorkbook');
  if (candidates.length > 1) throw new ZipRefusal('notZip', 'manyWorkbooks');
  return candidates[0]!.name;
}

/**
 * Export, import and template routes of a declared resource (for the actions it declares), on the resource the
 * engine resolved: `POST {base}/export` with the page query's filters, `POST {base}/import` {filePath} of a
 * bizType 3 upload → a task, `GET {base}/template` → the template's download path.
 */
export async function registerImportExport(app: FastifyInstance, resource: ResolvedResource): Promise<void> {
  const { decl } = resource;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = (action: Action) => permissionCode(decl, action) as ResourceElementCode;
  const store = app.files;
  const tags = [decl.name];
  const context = (request: FastifyRequest): ResourceContext => ({
    request,
    orm: app.db.orm,
    scope: actingScope(request),
    user: caller(request).user,
    now: new Date(),
  });

  if (decl.actions.includes('export')) {
    routes.post(
      routeOf(decl, 'export').path,
      {
        config: { access: access('export'), opLog: { resource: decl.name, action: 'export' } },
        schema: {
          tags,
          summary: `Export ${decl.label.en} matching the page filters: an .xlsx directly, or a task above ${DIRECT_EXPORT_MAX_ROWS} rows`,
          body: pageQuerySchema(decl),
          response: { 200: TaskStartedEnvelope },
        },
      },
      async (request, reply) => {
        const ctx = context(request);
        const where = allOf([
          scopeCondition(ctx.orm, resource, ctx.scope),
          ...searchConditions(resource, request.body as Record<string, unknown>),
        ]);
        const language = request.language;
        const filename = `${labelIn(decl.label, language)}-${today()}.xlsx`;
        if ((await countUpTo(ctx.orm, resource, where, DIRECT_EXPORT_MAX_ROWS + 1)) <= DIRECT_EXPORT_MAX_ROWS) {
          const stream = new PassThrough();
          writeExport({ stream }, resource, matchingRows(ctx.orm, resource, where), language).catch((error: unknown) =>
            stream.destroy(error as Error),
          );
          return reply
            .header('content-type', FILE_KINDS.xlsx!.mime)
            .header('content-disposition', attachmentDisposition(filename))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            .send(stream as never);
        }
        const text = IMPORT_TEXT[language];
        const owner = { tenantId: ctx.user.tenantId, residentialId: residentialOf(ctx.scope), uploaderId: ctx.user.id };
        const task = await app.tasks.start(
          { userId: ctx.user.id, language, type: 'export', source: decl.menu, title: text.exportTitle(labelIn(decl.label, language)) },
          async (taskContext) => {
            // Progress is the share of the matching rows written (95 at most until the file is complete).
            const [matching] = await app.db.orm.select({ rows: count() }).from(resource.table).where(where);
            let total = 0;
            const path = await recordGeneratedFile(
              app.db.orm,
              store,
              owner,
              { area: 'export', extension: 'xlsx', originalName: filename, bizType: 'export', accessElement: access('export') },
              async (destination) => {
                let last = 0;
                total = await writeExport(
                  { filename: destination },
                  resource,
                  matchingRows(app.db.orm, resource, where),
                  language,
                  async (written) => {
                    taskContext.signal.throwIfAborted();
                    if (Date.now() - last < 1000) return;
                    last = Date.now();
                    await taskContext.progress((95 * written) / Math.max(matching?.rows ?? 0, written), text.exporting(written));
                  },
                );
              },
            );
            return { message: text.exported(total), result: [{ label: text.exportFile, value: path, ok: true }] };
          },
        );
        request.opLogNote = { recordId: task.id };
        return ok(language, { taskId: task.id });
      },
    );
  }

  if (decl.actions.includes('import')) {
    routes.get(
      routeOf(decl, 'template').path,
      {
        config: { access: access('import') },
        schema: {
          tags,
          summary: `The import template of ${decl.label.en} (its download path)`,
          response: { 200: envelopeSchema(z.object({ filePath: z.string() })) },
        },
      },
      async (request) =>
        ok(request.language, {
          filePath: await ensureTemplate(
            app.db.orm,
            store,
            decl,
            request.language,
            caller(request).user.tenantId,
            resource.hooks.importMapping,
          ),
        }),
    );

    routes.post(
      routeOf(decl, 'import').path,
      {
        config: { access: access('import'), opLog: { resource: decl.name, action: 'import' } },
        schema: {
          tags,
          summary: `Import ${decl.label.en} from a zip uploaded with bizType 3; progress on the task channel`,
          body: ImportBody,
          response: { 200: TaskStartedEnvelope },
        },
      },
      async (request) => {
        const ctx = context(request);
        const { filePath } = request.body;
        const language = request.language;
        const [row] = isStoredPath(filePath)
          ? await app.db.orm
              .select()
              .from(files)
              .where(and(eq(files.storedPath, filePath), eq(files.status, 0), eq(files.bizType, BIZ_TYPE.IMPORT)))
              .limit(1)
          : [];
        if (!row || !(await mayDownload(app.db.orm, ctx.user, row))) throw new AppError('NOT_FOUND');

        // Every entry is checked here, before the task starts and before anything is extracted.
        let zip: CheckedZip;
        let workbook: string;
        try {
          zip = await openStoredZip(store, filePath);
        } catch (error) {
          if (error instanceof ZipRefusal)
            throw new AppError('IMPORT_ARCHIVE_REFUSED', {
              params: { reason: refusalText(language, error.reason) },
              data: { reason: error.reason, entry: error.entry ?? null },
            });
          throw error;
        }
        try {
          workbook = workbookEntry(zip);
        } catch (error) {
          zip.close();
          const key = (error as ZipRefusal).entry === 'manyWorkbooks' ? 'manyWorkbooks' : 'noWorkbook';
          throw new AppError('IMPORT_ARCHIVE_REFUSED', {
            params: { reason: refusalText(language, key) },
            data: { reason: key, entry: null },
          });
        }

        const text = IMPORT_TEXT[language];
        const task = await app.tasks.start(
          { userId: ctx.user.id, language, type: 'import', source: decl.menu, title: text.importTitle(labelIn(decl.label, language)) },
          importTaskBody({
            orm: app.db.orm,
            store,
            resource,
            zip,
            workbook,
            context: ctx,
            owner: { tenantId: ctx.user.tenantId, residentialId: residentialOf(ctx.scope), uploaderId: ctx.user.id },
          }),
        );
        request.opLogNote = { recordId: task.id };
        return ok(language, { taskId: task.id });
      },
    );
  }
}
