import { encodeGreyJpeg, type GreyImage } from './jpeg-encoder.js';

/**
 * Grey placeholder pictures standing in for a camera frame and an ID-card portrait: a head-and-shoulders
 * silhouette on a soft vertical gradient, so a console screen showing them looks like it received a photo.
 */

interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

function inside(e: Ellipse, x: number, y: number): boolean {
  const dx = (x - e.cx) / e.rx;
  const dy = (y - e.cy) / e.ry;
  return dx * dx + dy * dy <= 1;
}

function drawSilhouette(width: number, height: number, background: [number, number], figure: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  const head: Ellipse = { cx: width / 2, cy: height * 0.4, rx: height * 0.16, ry: height * 0.2 };
  const shoulders: Ellipse = { cx: width / 2, cy: height * 1.02, rx: height * 0.42, ry: height * 0.4 };
  const [top, bottom] = background;
  for (let y = 0; y < height; y++) {
    const shade = Math.round(top + ((bottom - top) * y) / (height - 1));
    for (let x = 0; x < width; x++) {
      pixels[y * width + x] = inside(head, x, y) || inside(shoulders, x, y) ? figure : shade;
    }
  }
  return { width, height, pixels };
}

let cameraFrame: Buffer | undefined;
let portrait: Buffer | undefined;

/** A 320x240 frame, as a visitor camera returns it. */
export function cameraFrameJpeg(): Buffer {
  cameraFrame ??= encodeGreyJpeg(drawSilhouette(320, 240, [196, 150], 92));
  return cameraFrame;
}

/** A 102x126 portrait, the size stored in a resident identity card's chip. */
export function idPortraitJpeg(): Buffer {
  portrait ??= encodeGreyJpeg(drawSilhouette(102, 126, [236, 222], 110));
  return portrait;
}
