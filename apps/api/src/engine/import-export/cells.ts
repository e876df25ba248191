import { codeLabel, labelIn, type FieldDecl, type Language } from '@cvap/contracts';

export type Plain = string | number | boolean | Date | null;

/** A cell as imports compare it (a repeated unique value, a name looked up): text trimmed and without case. */
export function comparableCell(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : JSON.stringify(value);
}

/** An exceljs cell value reduced to a plain value: rich text joined, formulas to their result, links to text. */
export function plainCell(value: unknown): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if ('result' in v) return plainCell(v.result);
    if (typeof v.text === 'string') return v.text;
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');
// Spreadsheet dates carry no zone: exceljs reads them as UTC wall-clock values.
const dateText = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const dateTimeText = (d: Date) => `${dateText(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', '是', '启用']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', '否', '停用']);

/**
 * A cell as the field's create schema expects it (the schema then validates it): numbers for numeric kinds,
 * an option's value for enums (its label in either language is accepted), booleans from yes/no words,
 * dates as `yyyy-MM-dd[ HH:mm:ss]`. Empty cells are left out, so a required field reports "required".
 * Returns `{ unknownOption: true }` when an enum cell names no option.
 */
export function cellToInput(field: FieldDecl, cell: Plain): { value?: unknown; unknownOption?: true } {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return {};
  switch (field.kind) {
    case 'integer':
    case 'decimal':
    case 'reference':
    case 'id': {
      if (typeof cell === 'number') return { value: cell };
      const text = String(cell).trim();
      return { value: /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text };
    }
    case 'boolean': {
      if (typeof cell === 'boolean') return { value: cell };
      const word = String(cell).trim().toLowerCase();
      return { value: TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : word };
    }
    case 'enum': {
      const text = cell instanceof Date ? dateText(cell) : String(cell).trim();
      const option = (field.options ?? []).find(
        (o) => String(o.value) === text || o.zh === text || o.en.toLowerCase() === text.toLowerCase(),
      );
      return option ? { value: option.value } : { unknownOption: true };
    }
    case 'date':
      return { value: cell instanceof Date ? dateText(cell) : String(cell).trim() };
    case 'datetime':
      return { value: cell instanceof Date ? dateTimeText(cell) : String(cell).trim() };
    case 'json': {
      // JSON text; what does not parse is passed on as text, which the schema refuses as not an object.
      const text = String(cell).trim();
      try {
        return { value: JSON.parse(text) as unknown };
      } catch {
        return { value: text };
      }
    }
    default:
      return { value: cell instanceof Date ? dateTimeText(cell) : typeof cell === 'number' ? String(cell) : String(cell) };
  }
}

/**
 * A value of an API row as an export cell: enum and boolean values as words in the user's language, a reference
 * as the record's name the API sent beside its id (`label`), as lists and details show it.
 */
export function exportCell(field: FieldDecl, value: unknown, language: Language, label?: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (field.kind === 'reference' && typeof label === 'string') return label;
  const code = codeLabel(field, value);
  if (code) return labelIn(code, language);
  if (field.kind === 'enum') {
    const option = (field.options ?? []).find((o) => o.value === value);
    return option ? labelIn(option, language) : String(value);
  }
  if (field.kind === 'boolean') return labelIn(value ? { zh: '是', en: 'Yes' } : { zh: '否', en: 'No' }, language);
  if (field.kind === 'json') return JSON.stringify(value);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}
