import { formatFen, formatScaled4, labelIn, parseFen, parseScaled4, type StandardPreview } from '@cvap/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, type ServiceContext } from '../../../../engine/index.js';
import { apartments } from '../../../door/schema.js';
import { feeStandards } from '../schema.js';
import { residentialCondition } from '../../../door/index.js';
import { standardAmount } from './standard-amount.js';

const NEEDS = {
  zh_cn: { house: '选择一个本社区的房屋（按面积计费）', usage: '输入用量（按用量计费）', area: '该房屋的面积' },
  en: { house: 'a house of this community (priced by area)', usage: 'a usage (priced by usage)', area: "the house's area" },
};

/** The amount a standard gives a house (by its area) or a usage: the same computation as a bill line's. */
export async function previewAmount(
  ctx: ServiceContext,
  request: { standardId: number; apartmentId?: number | undefined; usage?: string | undefined },
): Promise<StandardPreview> {
  const { orm, language } = ctx;
  const [standard] = await orm
    .select()
    .from(feeStandards)
    .where(and(eq(feeStandards.id, request.standardId), residentialCondition(ctx, feeStandards.residentialId)));
  if (!standard) throw new AppError('NOT_FOUND');
  let quantity: bigint = 0n;
  if (standard.formula === 1 || standard.formula === 2) {
    if (!request.apartmentId) throw new AppError('FEE_PREVIEW_NEEDS', { params: { what: NEEDS[language].house } });
    const column = standard.formula === 1 ? apartments.builtArea : apartments.innerArea;
    const [apartment] = await orm
      .select({ area: sql<string | null>`${column}::text` })
      .from(apartments)
      .where(and(eq(apartments.id, request.apartmentId), eq(apartments.residentialId, standard.residentialId)));
    if (!apartment) throw new AppError('FEE_PREVIEW_NEEDS', { params: { what: NEEDS[language].house } });
    if (apartment.area === null) throw new AppError('FEE_PREVIEW_NEEDS', { params: { what: NEEDS[language].area } });
    quantity = parseScaled4(apartment.area);
  } else if (standard.formula === 4 || standard.formula === 5) {
    if (!request.usage) throw new AppError('FEE_PREVIEW_NEEDS', { params: { what: NEEDS[language].usage } });
    quantity = parseScaled4(request.usage);
  }
  const { computed, amount } = standardAmount(standard, quantity);
  const q = formatScaled4(quantity);
  const formula =
    standard.formula === 3
      ? `${formatFen(parseFen(standard.fixedAmount))}`
      : standard.formula === 5
        ? `${q} (${labelIn({ zh: '阶梯', en: 'tiered' }, language)}) + ${formatFen(parseFen(standard.extraAmount))}`
        : `${q} × ${standard.unitPrice} + ${formatFen(parseFen(standard.extraAmount))}`;
  return {
    quantity: standard.formula === 3 ? null : q,
    computed: formatScaled4(computed),
    amount: formatFen(amount),
    explanation: `${formula} = ${formatScaled4(computed)} → ${formatFen(amount)}`,
  };
}
