import { create } from 'qrcode';
import { saveBlob } from '../../request/transfer.js';
import { jpegPagesPdf, type JpegPage } from '../../widgets/pdf/jpeg-pdf.js';
import { drawLabelSheet, labelSheets, type EquipmentLabel, type QrMatrix } from './label-sheet.js';

/** A QR code of the text (error correction M: a label may get scratched). */
function qrOf(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}

/** Downloads the labels as an A4 PDF, as many sheets as they need. */
export async function downloadLabelsPdf(labels: readonly EquipmentLabel[], fileName: string): Promise<void> {
  const pages: JpegPage[] = [];
  for (const sheet of labelSheets(labels)) {
    const canvas = drawLabelSheet(sheet, qrOf);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 92 / 100));
    if (!jpeg) return;
    pages.push({ jpeg: new Uint8Array(await jpeg.arrayBuffer()), width: canvas.width, height: canvas.height });
  }
  if (pages.length === 0) return;
  saveBlob(new Blob([jpegPagesPdf(pages) as BlobPart], { type: 'application/pdf' }), fileName);
}
