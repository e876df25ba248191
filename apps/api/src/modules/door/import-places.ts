import { f } from '@cvap/contracts';
import { residentials } from '../../db/schema/index.js';
import { byLanguage, comparableCell, type ImportColumn, type ResourceContext } from '../../engine/index.js';
import { residentialCondition } from './parents.js';

/** What a row names, in both languages, as it appears in a reason: `楼栋“1栋”` / `building "1栋"`. */
export interface Named {
  zh: string;
  en: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The one place (building, house, company) a row names, among the places of that name the import's scope
 * reaches, narrowed to the community the row names if it names one; otherwise the reason the row is refused,
 * in the requester's language: an unknown community (outside the scope included), nothing of that name (in
 * that community), or the name in several communities and no community to choose by.
 */
export function placeInResidential<T extends { community: string }>(
  ctx: ResourceContext,
  candidates: readonly T[],
  residential: string,
  residentialRows: ReadonlySet<string>,
  named: Named,
): T | string {
  if (residential && !residentialRows.has(comparableCell(residential)))
    return byLanguage(ctx, `社区“${residential}”不存在`, `Community "${residential}" does not exist`);
  const inResidential = residential ? candidates.filter((candidate) => candidate.community === comparableCell(residential)) : candidates;
  if (inResidential.length === 0)
    return residential
      ? byLanguage(ctx, `社区“${residential}”没有${named.zh}`, `Community "${residential}" has no ${named.en}`)
      : byLanguage(ctx, `${named.zh}不存在`, `${capitalised(named.en)} does not exist`);
  if (inResidential.length > 1)
    return byLanguage(
      ctx,
      `${named.zh}在多个社区中都有，请填写所属社区`,
      `${capitalised(named.en)} exists in several communities: fill in its community`,
    );
  return inResidential[0]!;
}

/** A text cell of an import row ('' when empty). */
export function cellText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/** The optional community column of the door templates: needed only where a name is in several communities. */
export const RESIDENTIAL_COLUMN: ImportColumn = { name: 'communityName', field: f.text('所属社区', 'Community', { maxLength: 100 }) };

/** The names (comparable) of the communities the import's scope reaches. */
export async function residentialNames(ctx: ResourceContext): Promise<Set<string>> {
  const rows = await ctx.orm
    .select({ name: residentials.residentialName })
    .from(residentials)
    .where(residentialCondition(ctx, residentials.id));
  return new Set(rows.map((row) => comparableCell(row.name)));
}
