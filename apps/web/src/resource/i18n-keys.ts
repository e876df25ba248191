import { labelIn, type Label, type Language } from '@cvap/contracts';
import { fieldsOf, type AnyResourceDecl } from './decl.js';

export interface ResourceTexts {
  label: string;
  fields: Record<string, string>;
}

/** `resources.<name>.label` and `resources.<name>.fields.<field>` in one language, from the declarations. */
export function resourceTranslations(decls: readonly AnyResourceDecl[], language: Language): { resources: Record<string, ResourceTexts> } {
  const pick = (label: Label) => labelIn(label, language);
  const resources: Record<string, ResourceTexts> = {};
  for (const decl of decls) {
    const fields: Record<string, string> = {};
    for (const [name, field] of fieldsOf(decl)) fields[name] = pick(field.label);
    resources[decl.name] = { label: pick(decl.label), fields };
  }
  return { resources };
}

export function resourceLabelKey(resource: string): string {
  return `resources.${resource}.label`;
}

/** One run-time override (the i18nEntry resource): languageTag, itemKey, itemCode, itemContent. */
export interface I18nEntry {
  languageTag?: string;
  itemKey: string;
  itemCode?: string | null;
  itemContent: string;
}

/**
 * The translation key an entry overrides. `itemKey` is the key itself (`resources.user.fields.name`); an
 * entry may also split it as itemKey `resources.user.fields` + itemCode `name`.
 */
export function entryKey(entry: I18nEntry): string {
  const code = entry.itemCode?.trim();
  if (!code || entry.itemKey.endsWith(`.${code}`) || entry.itemKey === code) return entry.itemKey.trim();
  return `${entry.itemKey.trim()}.${code}`;
}

function isEntry(value: unknown): value is I18nEntry {
  const v = value as Partial<I18nEntry> | null;
  return typeof v === 'object' && v !== null && typeof v.itemKey === 'string' && typeof v.itemContent === 'string';
}

/**
 * The overrides of GET /api/admin/public/i18n?lang=, as key → text. Accepts a list of entries, a page of them,
 * or a plain key → text map; anything else yields nothing (the declared texts stay).
 */
export function overridePairs(data: unknown): [string, string][] {
  const list = Array.isArray(data) ? data : Array.isArray((data as { rows?: unknown })?.rows) ? (data as { rows: unknown[] }).rows : null;
  if (list)
    return list
      .filter(isEntry)
      .map((entry) => [entryKey(entry), entry.itemContent] as [string, string])
      .filter(([key]) => key !== '');
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
  }
  return [];
}

/** A label inside an English sentence: "Add user", not "Add User" (acronyms such as "SHA-256" stay). */
export function inSentence(label: string, language: 'zh_cn' | 'en'): string {
  if (language !== 'en' || label.length < 2 || label[1] !== label[1]!.toLowerCase()) return label;
  return label[0]!.toLowerCase() + label.slice(1);
}
