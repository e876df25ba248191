import { BIZ_TYPE, createSchema, labelIn, permissionCode, type Language } from '@cvap/contracts';
import { inArray, or, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Orm } from '../../db/client.js';
import type { UploadOwner } from '../../files/accept-upload.js';
import type { FileStore } from '../../files/store.js';
import { recordGeneratedFile } from '../../files/record-generated.js';
import { AppError } from '../../lib/errors.js';
import { createRow } from '../repository.js';
import { scopeValues } from '../scope.js';
import { toColumnValues } from '../values.js';
import { inTransaction } from '../transaction.js';
import type { ResolvedResource, ResourceContext } from '../types.js';
import { TaskFailure, type TaskBody, type TaskContext, type TaskResultLine } from '../../tasks/task-service.js';
import { comparableCell } from './cells.js';
import { MAX_IMPORT_ROWS, readImportSheet, WorkbookRefusal, type Sheet, type SheetRow } from './read-workbook.js';
import { appErrorMessage, issueMessages } from './row-errors.js';
import { IMPORT_TEXT, refusalText } from './texts.js';
import { ZipRefusal, type CheckedZip } from './zip-guard.js';

/** Progress is pushed at most this often while rows are read, checked and written (quality bar: at least every 2 s). */
const PROGRESS_EVERY_MS = 1000;

export interface ImportJob {
  orm: Orm;
  store: FileStore;
  resource: ResolvedResource;
  /** The archive, already checked entry by entry (zip-guard), and the workbook entry in it. */
  zip: CheckedZip;
  workbook: string;
  /** The requester's context: writes go through the resource's own create path (hooks, uniqueness, scope). */
  context: ResourceContext;
  owner: UploadOwner;
}

interface Rejected {
  row: SheetRow;
  reasons: string[];
}

/** Rows checked between two turns of the event loop (a slice takes milliseconds). */
const CHECK_SLICE = 100;
/** Rows a chunk prepares between two turns for other requests. */
const WRITE_SLICE = 50;

/** Lets the event loop turn (sockets flush, other requests run) between slices of a long synchronous job. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Progress, at most once a second. The task service pushes it to the owner at once and records it in the
 * background (on PGlite the row update waits for the import's transaction, the push does not), so it is safe
 * to await inside the write transaction.
 */
function throttled(context: TaskContext): (percent: number, message: string) => Promise<void> {
  let last = 0;
  return async (percent, message) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    await context.progress(percent, message);
  };
}

/**
 * Rows written per multi-row insert; a chunk with a refused row falls back to row-by-row savepoints. 200, not
 * 500: a smaller insert keeps list traffic's p99 within 2× during a resident import (docs/decisions/0007).
 */
const CHUNK = 200;

/** Whether any value of a unique field is already stored (compared as checkUnique does, text without case). */
async function anyStored(orm: Orm, resource: ResolvedResource, rows: Record<string, unknown>[]): Promise<boolean> {
  for (const [name, field] of Object.entries(resource.decl.fields)) {
    const column = resource.columns.get(name);
    if (!field.unique || !column) continue;
    const values = rows.map((r) => r[name]).filter((v) => v !== null && v !== undefined);
    if (values.length === 0) continue;
    const texts = values.filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
    const others = values.filter((v) => typeof v !== 'string');
    const clauses = [
      texts.length ? inArray(sql`lower(${column})`, texts) : undefined,
      others.length ? inArray(column, others) : undefined,
    ].filter(Boolean);
    const [clash] = await orm
      .select({ id: resource.id })
      .from(resource.table)
      .where(or(...clauses))
      .limit(1);
    if (clash) return true;
  }
  return false;
}

/**
 * The fast path: one savepoint and one multi-row insert for a chunk, with the resource's write hooks and scope
 * columns applied to each row as its create route does. False (savepoint rolled back) when anything in the
 * chunk is refused, so the caller can find which row; tree resources always take the row path (parent checks).
 */
async function insertChunk(
  ctx: ResourceContext,
  resource: ResolvedResource,
  inputs: Record<string, unknown>[],
  onRow: (prepared: number) => Promise<void>,
): Promise<boolean> {
  if (resource.decl.tree) return false;
  try {
    await inTransaction(ctx.orm, async (savepoint) => {
      const inner: ResourceContext = { ...ctx, orm: savepoint };
      const rows: Record<string, unknown>[] = [];
      await resource.hooks.beforeChunk?.(inner, inputs);
      for (const input of inputs) {
        const values = toColumnValues(resource, input);
        delete values.id;
        await resource.hooks.beforeWrite?.(inner, values, input, null);
        rows.push({ ...values, ...(await scopeValues(inner.orm, resource, inner.scope, values, inner.lookups)) });
        // Hooks may query per row (a house's floor): a chunk can take a while, so progress goes on inside it,
        // and other requests get their turn every slice of rows (the rows' own reads are mostly remembered).
        await onRow(rows.length);
        if (rows.length % WRITE_SLICE === 0) await breathe();
      }
      if (await anyStored(inner.orm, resource, rows)) throw new AppError('CONFLICT');
      const ids = await inner.orm.insert(resource.table).values(rows).returning({ id: resource.id });
      if (resource.hooks.afterWrite)
        for (const [i, input] of inputs.entries()) await resource.hooks.afterWrite(inner, Number(ids[i]!.id), input, null);
    });
    return true;
  } catch {
    return false;
  }
}

type RowMapper = (input: Record<string, unknown>) => string[];

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The resource's import mapping applied to one row (hooks.importMapping): required columns present, then the
 * hook turns the columns into declared fields. The columns never reach the create schema. Returns the reasons.
 */
function mapRow(
  job: ImportJob,
  mapper: RowMapper | undefined,
  row: SheetRow,
  input: Record<string, unknown>,
  language: Language,
): string[] {
  const mapping = job.resource.hooks.importMapping;
  if (!mapping || !mapper) return [];
  const text = IMPORT_TEXT[language];
  const missing = mapping.columns.filter((c) => c.field.required && isEmpty(input[c.name]) && !row.unknownOptions.includes(c.name));
  const reasons = missing.length
    ? missing.map((c) => {
        const label = labelIn(c.field.label, language);
        return labelIn({ zh: `${label}${text.required}`, en: `${label} ${text.required}` }, language);
      })
    : row.unknownOptions.some((name) => mapping.columns.some((c) => c.name === name))
      ? []
      : mapper(input);
  for (const column of mapping.columns) delete input[column.name];
  return reasons;
}

/** Checks every row without writing: the create schema, enum cells, and unique fields repeated in the file. */
async function checkRows(
  job: ImportJob,
  sheet: Sheet,
  language: Language,
  mapper: RowMapper | undefined,
  onSlice: (checked: number) => Promise<void>,
): Promise<{ valid: { row: SheetRow; input: Record<string, unknown> }[]; rejected: Rejected[] }> {
  const { decl } = job.resource;
  const replaced = new Set(job.resource.hooks.importMapping?.replaces ?? []);
  const text = IMPORT_TEXT[language];
  const schema = createSchema(decl);
  const uniqueFields = Object.entries(decl.fields)
    .filter(([, f]) => f.unique)
    .map(([name]) => name);
  const firstSeen = new Map<string, number>();
  const valid: { row: SheetRow; input: Record<string, unknown> }[] = [];
  const rejected: Rejected[] = [];
  const columnLabel = (name: string) =>
    labelIn((decl.fields[name] ?? job.resource.hooks.importMapping?.columns.find((c) => c.name === name)?.field)!.label, language);
  for (const [index, row] of sheet.rows.entries()) {
    if (index > 0 && index % CHECK_SLICE === 0) {
      await onSlice(index);
      await breathe();
    }
    const input = { ...row.input };
    const reasons = row.unknownOptions.map((name) => text.unknownOption(columnLabel(name)));
    const mappingReasons = mapRow(job, mapper, row, input, language);
    reasons.push(...mappingReasons);
    const unmapped = (issue: { path: PropertyKey[] }) =>
      !(mappingReasons.length || row.unknownOptions.length) || !replaced.has(String(issue.path[0]));
    const parsed = schema.safeParse(input);
    // A cell naming no option is reported once as such, not again as "required"; nor is a field the mapping could not set.
    if (!parsed.success)
      reasons.push(
        ...issueMessages(
          decl,
          parsed.error.issues.filter((issue) => !row.unknownOptions.includes(String(issue.path[0])) && unmapped(issue)),
          language,
        ),
      );
    for (const name of uniqueFields) {
      const value = input[name];
      if (value === undefined || value === null || value === '') continue;
      const key = `${name}\u0000${comparableCell(value)}`;
      const earlier = firstSeen.get(key);
      if (earlier === undefined) firstSeen.set(key, row.rowNumber);
      else reasons.push(text.duplicateInFile(labelIn(decl.fields[name]!.label, language), earlier));
    }
    if (reasons.length || !parsed.success) rejected.push({ row, reasons });
    else valid.push({ row, input: parsed.data as Record<string, unknown> });
  }
  return { valid, rejected };
}

async function writeErrorWorkbook(destination: string, sheet: Sheet, rejected: Rejected[], language: Language): Promise<void> {
  const text = IMPORT_TEXT[language];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: destination, useSharedStrings: false, useStyles: true });
  const worksheet = workbook.addWorksheet(text.fail);
  const header = worksheet.addRow([text.rowNumber, ...sheet.headers, text.reasons]);
  header.font = { bold: true };
  header.commit();
  for (const { row, reasons } of rejected.sort((a, b) => a.row.rowNumber - b.row.rowNumber)) {
    worksheet.addRow([row.rowNumber, ...row.cells, reasons.join(labelIn({ zh: '；', en: '; ' }, language))]).commit();
  }
  worksheet.commit();
  await workbook.commit();
}

/**
 * The import of one checked archive: extract the workbook into memory (sizes enforced while inflating), read
 * its rows, check each against the declaration, then write every valid row in ONE transaction: chunks of 200
 * in one insert each (write hooks and scope applied per row), and a chunk with a refused row redone through the
 * resource's create path row by row, each in a savepoint, so a row a business rule refuses is reported and
 * skipped while the rest still commit together. Rejected rows go to an error workbook with their reasons. Anything
 * that stops the whole import (a lying archive, the database gone) rolls the transaction back: nothing written.
 */
export function importTaskBody(job: ImportJob): TaskBody {
  return async (context) => {
    const { language } = context;
    const text = IMPORT_TEXT[language];
    const report = throttled(context);
    // Shares of the bar: reading 0–15, checking 15–20, writing 20–95, the result file after that.
    await context.progress(1, text.reading(0));
    let sheet: Sheet;
    try {
      const buffer = await job.zip.read(job.workbook);
      sheet = await readImportSheet(buffer, job.resource.decl, job.resource.hooks.importMapping, (read, declared) =>
        report(1 + 14 * (declared ? Math.min(1, read / declared) : 0), text.reading(read - 1)),
      );
    } catch (error) {
      if (error instanceof ZipRefusal) throw new TaskFailure(text.failedWhole(refusalText(language, error.reason)));
      if (error instanceof WorkbookRefusal) throw new TaskFailure(text.failedWhole(refusalText(language, error.key, MAX_IMPORT_ROWS)));
      throw error;
    } finally {
      job.zip.close();
    }

    // A mapping (template columns standing for ids) is prepared once, in the requester's scope.
    const mapper = await job.resource.hooks.importMapping?.prepare(job.context);
    const total = sheet.rows.length;
    await context.progress(15, text.validating(0, total));
    const { valid, rejected } = await checkRows(job, sheet, language, mapper, (checked) =>
      report(15 + (5 * checked) / total, text.validating(checked, total)),
    );
    await context.progress(20, text.inserting(0, valid.length));

    let written = 0;
    const writing = (done: number) => report(20 + (75 * done) / Math.max(valid.length, 1), text.inserting(done, valid.length));
    await inTransaction(job.orm, async (tx) => {
      const ctx: ResourceContext = { ...job.context, orm: tx, lookups: new Map() };
      for (let start = 0; start < valid.length; start += CHUNK) {
        context.signal.throwIfAborted();
        const chunk = valid.slice(start, start + CHUNK);
        if (
          await insertChunk(
            ctx,
            job.resource,
            chunk.map((c) => c.input),
            (prepared) => writing(start + prepared),
          )
        ) {
          written += chunk.length;
        } else {
          // Something in the chunk was refused: redo it row by row, each in its own savepoint, to say which.
          for (const [index, { row, input }] of chunk.entries()) {
            try {
              await createRow(ctx, job.resource, input);
              written++;
            } catch (error) {
              // A refused row (uniqueness against stored data, a hook's business rule) was rolled back to its
              // savepoint; anything else (the database gone) aborts the whole transaction.
              if (!(error instanceof AppError)) throw error;
              rejected.push({ row, reasons: [appErrorMessage(error, language)] });
            }
            await writing(start + index + 1);
          }
        }
        await writing(Math.min(start + CHUNK, valid.length));
        // On PGlite every statement runs in this process: let sockets and other requests through between chunks.
        await breathe();
      }
    });
    await context.progress(96, text.imported(written, rejected.length));

    const result: TaskResultLine[] = [
      { label: text.succ, value: String(written), ok: true },
      { label: text.fail, value: String(rejected.length), ok: rejected.length === 0 },
    ];
    if (rejected.length) {
      const label = labelIn(job.resource.decl.label, language);
      const path = await recordGeneratedFile(
        job.orm,
        job.store,
        job.owner,
        // The rejected rows are the resource's data: only who may import it (or the importer) downloads them.
        {
          area: 'result',
          extension: 'xlsx',
          originalName: `${label}-${text.fail}.xlsx`,
          bizType: BIZ_TYPE.IMPORT,
          accessElement: permissionCode(job.resource.decl, 'import'),
        },
        (destination) => writeErrorWorkbook(destination, sheet, rejected, language),
      );
      result.push({ label: text.resultFile, value: path, ok: true });
    }
    return { message: text.imported(written, rejected.length), result };
  };
}
