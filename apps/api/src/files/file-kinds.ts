/**
 * The file kinds the server can accept, each with the magic bytes its content must start with. A file type's
 * allowed extensions are intersected with this table: an extension without a signature here (html, svg, js,
 * exe…) can never be accepted, whatever an administrator configures, so nothing that a browser would render
 * as markup or script is stored.
 */
export interface FileKind {
  mime: string;
  image: boolean;
  /** True when the first bytes are what this kind's files start with. */
  matches(head: Buffer): boolean;
}

const startsWith =
  (bytes: number[], at = 0) =>
  (head: Buffer) =>
    bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string, at = 0) => startsWith([...Buffer.from(text, 'latin1')], at);

const ZIP = (head: Buffer) => ascii('PK\x03\x04')(head) || ascii('PK\x05\x06')(head);
const OLE2 = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const JPEG = startsWith([0xff, 0xd8, 0xff]);
const PNG = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF = (head: Buffer) => ascii('GIF87a')(head) || ascii('GIF89a')(head);
const BMP = ascii('BM');
const WEBP = (head: Buffer) => ascii('RIFF')(head) && ascii('WEBP', 8)(head);
const PDF = ascii('%PDF-');
const MP4 = ascii('ftyp', 4);

/** Markup a browser might render: refused as content of any kind, even plain text. */
const MARKUP = /^(?:\uFEFF)?\s*<(?:!doctype|html|svg|\?xml|script|head|body|iframe|object|embed|meta|link|style|a\s|img\s|div|!--)/i;

function plainText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const text = head.toString('utf8');
  return !text.includes('\uFFFD') && !MARKUP.test(text);
}

export const FILE_KINDS: Readonly<Record<string, FileKind>> = {
  jpg: { mime: 'image/jpeg', image: true, matches: JPEG },
  jpeg: { mime: 'image/jpeg', image: true, matches: JPEG },
  png: { mime: 'image/png', image: true, matches: PNG },
  gif: { mime: 'image/gif', image: true, matches: GIF },
  bmp: { mime: 'image/bmp', image: true, matches: BMP },
  webp: { mime: 'image/webp', image: true, matches: WEBP },
  pdf: { mime: 'application/pdf', image: false, matches: PDF },
  zip: { mime: 'application/zip', image: false, matches: ZIP },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', image: false, matches: ZIP },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', image: false, matches: ZIP },
  xls: { mime: 'application/vnd.ms-excel', image: false, matches: OLE2 },
  doc: { mime: 'application/msword', image: false, matches: OLE2 },
  mp4: { mime: 'video/mp4', image: false, matches: MP4 },
  txt: { mime: 'text/plain; charset=utf-8', image: false, matches: plainText },
  csv: { mime: 'text/csv; charset=utf-8', image: false, matches: plainText },
};

/** How many leading bytes the checks read. */
export const HEAD_BYTES = 512;

/** The lower-case extension of a client file name (no dot), or '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Parses a file type's extension list ("jpg,png" or ".jpg; .PNG") into lower-case extensions. */
export function parseExtensions(list: string): string[] {
  return list
    .split(/[\s,;|]+/)
    .map((e) => e.replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

/** Why content is refused for an extension, or null when extension and content agree. */
export function contentProblem(extension: string, head: Buffer): 'unsupportedExtension' | 'contentMismatch' | null {
  const kind = FILE_KINDS[extension];
  if (!kind) return 'unsupportedExtension';
  return kind.matches(head) ? null : 'contentMismatch';
}
