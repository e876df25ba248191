import { createRequire } from 'node:module';
import type { BrowserContext } from '@playwright/test';

/** The JPEG page images of a PDF written by the console's jpeg-pdf widget (one DCT-encoded image per page), in order. */
export function pdfPageJpegs(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const images: Buffer[] = [];
  for (const match of text.matchAll(/\/Filter \/DCTDecode \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    images.push(pdf.subarray(start, start + Number(match[1])));
  }
  return images;
}

const jsqrPath = createRequire(import.meta.url).resolve('jsqr');

/** A sheet of labels: so many columns and rows of equal cells inside a margin (in the image's pixels). */
export interface LabelGrid {
  columns: number;
  rows: number;
  margin: number;
}

/**
 * The QR code of each cell of a label sheet's page image, left to right then top to bottom (null where a cell
 * holds none), decoded with jsQR in a blank page of the browser (the console's pages allow no injected script).
 * jsQR reads one code in an image, so each cell is read on its own.
 */
export async function decodeQrGrid(context: BrowserContext, jpeg: Buffer, grid: LabelGrid): Promise<(string | null)[]> {
  const page = await context.newPage();
  try {
    await page.addScriptTag({ path: jsqrPath });
    return await page.evaluate(
      async ({ dataUrl, grid }) => {
        const jsQR = (window as unknown as { jsQR: (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null })
          .jsQR;
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const c = canvas.getContext('2d', { willReadFrequently: true })!;
        c.drawImage(image, 0, 0);
        const width = (canvas.width - 2 * grid.margin) / grid.columns;
        const height = (canvas.height - 2 * grid.margin) / grid.rows;
        const codes: (string | null)[] = [];
        for (let row = 0; row < grid.rows; row += 1)
          for (let column = 0; column < grid.columns; column += 1) {
            const cell = c.getImageData(
              Math.round(grid.margin + column * width),
              Math.round(grid.margin + row * height),
              Math.floor(width),
              Math.floor(height),
            );
            codes.push(jsQR(cell.data, cell.width, cell.height)?.data ?? null);
          }
        return codes;
      },
      { dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}`, grid },
    );
  } finally {
    await page.close();
  }
}
