import { isWritable, labelIn, type FieldDecl, type Language, type ResourceDecl } from '@cvap/contracts';
import type { ImportMapping } from '../types.js';

export interface SheetColumn {
  name: string;
  field: FieldDecl;
}

/**
 * The columns of an import template: every field a create may write, in declaration order, except the fields
 * a mapping replaces, whose columns take the first replaced field's place.
 */
export function importColumns(decl: ResourceDecl, mapping?: ImportMapping): SheetColumn[] {
  const columns: SheetColumn[] = [];
  let mapped = false;
  for (const [name, field] of Object.entries(decl.fields)) {
    if (!isWritable(field, 'create')) continue;
    if (mapping?.replaces.includes(name)) {
      if (!mapped) columns.push(...mapping.columns);
      mapped = true;
      continue;
    }
    columns.push({ name, field });
  }
  if (mapping && !mapped) columns.push(...mapping.columns);
  return columns;
}

/** The columns of an export: every non-secret field of the row, in declaration order. */
export function exportColumns(decl: ResourceDecl, stored: ReadonlySet<string>): SheetColumn[] {
  return Object.entries(decl.fields)
    .filter(([name, field]) => !field.secret && (name === 'id' || stored.has(name) || field.virtual))
    .map(([name, field]) => ({ name, field }));
}

/**
 * How a resource is exported: as its import template filled in (same columns and headers) when its import
 * mapping can produce the mapped columns from stored rows, so the file imports back; otherwise every
 * non-secret field under its plain label.
 */
export function exportLayout(
  decl: ResourceDecl,
  stored: ReadonlySet<string>,
  mapping?: ImportMapping,
): { columns: SheetColumn[]; header: (column: SheetColumn, language: Language) => string } {
  if (mapping?.exportValues) return { columns: importColumns(decl, mapping), header: headerOf };
  return {
    columns: exportColumns(decl, stored),
    header: (column, language) => headerOf({ ...column, field: { ...column.field, required: false } }, language),
  };
}

export function headerOf(column: SheetColumn, language: Language): string {
  return labelIn(column.field.label, language) + (column.field.required ? ' *' : '');
}

/** Matches a header cell to a column by its label in either language (a trailing `*` ignored) or its name. */
export function columnForHeader(columns: SheetColumn[], header: string): SheetColumn | undefined {
  const text = header
    .replace(/\s*\*\s*$/, '')
    .trim()
    .toLowerCase();
  if (!text) return undefined;
  return columns.find(
    (c) => c.name.toLowerCase() === text || c.field.label.zh.toLowerCase() === text || c.field.label.en.toLowerCase() === text,
  );
}
