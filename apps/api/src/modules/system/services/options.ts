import { labelIn, type TreeNode } from '@cvap/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { dictItems, dictTypes, i18nEntries, regions } from '../../../db/schema/index.js';
import type { ServiceContext } from '../../../engine/index.js';

// Option lists every screen reads before (or without) a community: dictionaries, regions, text overrides. Their
// routes need no acting scope, so these take only the part of the context they use.

type Reader = Pick<ServiceContext, 'orm' | 'language'>;

/** The enabled items of an enabled option list, labelled in the request's language; unknown code → []. */
export async function dictOptions({ orm, language }: Reader, dictCode: string): Promise<{ value: string; label: string }[]> {
  const rows = await orm
    .select({ value: dictItems.value, zh: dictItems.labelZh, en: dictItems.labelEn })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.dictTypeId))
    .where(and(eq(dictTypes.code, dictCode), eq(dictTypes.enabled, 1), eq(dictItems.enabled, 1)))
    .orderBy(asc(dictItems.sortNo), asc(dictItems.id));
  return rows.map((r) => ({ value: r.value, label: labelIn(r, language) }));
}

/** Provinces with their cities as a tree of {label, value (the region code), children}. */
export async function regionTree({ orm, language }: Reader): Promise<TreeNode[]> {
  const rows = await orm.select().from(regions).orderBy(asc(regions.sortNo), asc(regions.code));
  const nodes = new Map<string, TreeNode>(
    rows.map((r) => [r.code, { label: labelIn({ zh: r.name, en: r.nameEn }, language), value: r.code }]),
  );
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.code)!;
    const parent = row.parentCode ? nodes.get(row.parentCode) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The run-time text overrides of one language as {key: text}. */
export async function textOverrides({ orm }: Pick<ServiceContext, 'orm'>, lang: string): Promise<Record<string, string>> {
  const rows = await orm
    .select({ key: i18nEntries.itemKey, content: i18nEntries.itemContent })
    .from(i18nEntries)
    .where(eq(i18nEntries.languageTag, lang))
    .orderBy(asc(i18nEntries.itemKey));
  return Object.fromEntries(rows.map((r) => [r.key, r.content]));
}
