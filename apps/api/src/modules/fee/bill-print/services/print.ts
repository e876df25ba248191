import { BILL_PREVIEW_LIMIT, type BillPreview, type BillSelection, type Language } from '@cvap/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { createWriteStream } from 'node:fs';
import { AppError, type FileStore, jpegSize, PdfStream, type Orm, type ServiceContext } from '../../../../engine/index.js';
import { apartments } from '../../../door/schema.js';
import { feeBillTemplates } from '../schema.js';
import { inScope } from '../../ledger/services/ledger-sql.js';
import { todayInChina } from '../../billing/services/periods.js';
import { noticesOf, selectedApartments, type ApartmentSelection, type SelectedApartment } from './notices.js';
import { writeNotice, type BillTemplate, type NoticeDrawing } from './notice-page.js';

/** Houses read and written per round trip while a PDF is made. */
const CHUNK = 200;

/** A template the acting scope may use: one of its communities'. */
export async function visibleTemplate({ orm, scope }: Pick<ServiceContext, 'orm' | 'scope'>, id: number): Promise<BillTemplate> {
  const [template] = await orm
    .select()
    .from(feeBillTemplates)
    .where(and(eq(feeBillTemplates.id, id), inScope(feeBillTemplates.residentialId.getSQL(), scope)));
  if (!template) throw new AppError('NOT_FOUND');
  return template;
}

/** The template's houses for a selection; picked houses must all be of the template's community (41063). */
async function apartmentsFor(orm: Orm, template: BillTemplate, selection: BillSelection): Promise<SelectedApartment[]> {
  const { apartmentIds, buildingId, onlyOwing = true } = selection;
  if (apartmentIds) {
    const known = await orm
      .select({ id: apartments.id })
      .from(apartments)
      .where(and(inArray(apartments.id, [...apartmentIds]), eq(apartments.residentialId, template.residentialId)));
    const found = new Set(known.map((row) => row.id));
    const missing = apartmentIds.find((id) => !found.has(id));
    if (missing !== undefined) throw new AppError('FEE_PRINT_HOUSE_SCOPE', { params: { id: missing } });
  }
  const apartmentRows = await selectedApartments(orm, {
    residentialId: template.residentialId,
    ...(buildingId ? { buildingId } : {}),
    ...(apartmentIds ? { apartmentIds } : {}),
    onlyOwing,
  } satisfies ApartmentSelection);
  if (apartmentRows.length === 0) throw new AppError('FEE_PRINT_NO_HOUSES');
  return apartmentRows;
}

/** What a selection prints, as data: how many houses, and the first few notices for the browser's preview. */
export async function previewBills(ctx: ServiceContext, selection: BillSelection): Promise<BillPreview> {
  const template = await visibleTemplate(ctx, selection.templateId);
  const apartmentRows = await apartmentsFor(ctx.orm, template, selection);
  const notices = await noticesOf(ctx.orm, apartmentRows.slice(0, BILL_PREVIEW_LIMIT), template.qrPrefix ?? '');
  return { houseCount: apartmentRows.length, notices };
}

/** A print checked and ready to run in the background: its template and its houses, fixed when it was asked for. */
export interface BillPrintPlan {
  template: BillTemplate;
  houses: SelectedApartment[];
  language: Language;
  printedOn: string;
  fileName: string;
}

const FILE_NAME = { zh_cn: (title: string) => `${title}.pdf`, en: (title: string) => `${title}.pdf` };

/** Checks a print request and fixes its houses (so a long print is of the houses that were asked for). */
export async function planBillPrint(ctx: ServiceContext, selection: BillSelection): Promise<BillPrintPlan> {
  const template = await visibleTemplate(ctx, selection.templateId);
  const apartmentRows = await apartmentsFor(ctx.orm, template, selection);
  return {
    template,
    houses: apartmentRows,
    language: ctx.language,
    printedOn: todayInChina(ctx.now),
    fileName: FILE_NAME[ctx.language](template.title),
  };
}

/** The template's seal as the PDF draws it, read from the file store (a seal that is no JPEG any more is left out). */
async function sealOf(pdf: PdfStream, store: FileStore, template: BillTemplate): Promise<NoticeDrawing['seal']> {
  if (!template.sealImage) return null;
  const bytes = await store.read(template.sealImage).catch(() => null);
  const size = bytes ? jpegSize(bytes) : null;
  if (!bytes || !size) return null;
  return { object: await pdf.jpeg(bytes, size.width, size.height, size.components), width: size.width, height: size.height };
}

export interface PrintProgress {
  signal: AbortSignal;
  progress(done: number, total: number): Promise<void>;
}

/**
 * Writes the plan's PDF to `destination`: a chunk of houses is read, its pages written to the file and let go,
 * then the next, so memory stays flat however many houses; progress after each chunk. Answers the page count.
 */
export async function writeBillPdf(
  orm: Orm,
  store: FileStore,
  plan: BillPrintPlan,
  destination: string,
  control: PrintProgress,
): Promise<number> {
  const out = createWriteStream(destination);
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => undefined);
  const run = async () => {
    const pdf = await PdfStream.open(out);
    const drawing: NoticeDrawing = {
      template: plan.template,
      language: plan.language,
      printedOn: plan.printedOn,
      seal: await sealOf(pdf, store, plan.template),
    };
    for (let at = 0; at < plan.houses.length; at += CHUNK) {
      control.signal.throwIfAborted();
      const notices = await noticesOf(orm, plan.houses.slice(at, at + CHUNK), plan.template.qrPrefix ?? '');
      for (const notice of notices) await writeNotice(pdf, notice, drawing);
      await control.progress(Math.min(at + CHUNK, plan.houses.length), plan.houses.length);
    }
    await pdf.close();
    return pdf.pageCount;
  };
  try {
    return await Promise.race([run(), failed]);
  } catch (error) {
    out.destroy();
    throw error;
  }
}
