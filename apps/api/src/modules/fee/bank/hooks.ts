import { and, eq, inArray } from 'drizzle-orm';
import { AppError, residentialOfWrite, type ResourceHooks, valueAfterWrite } from '../../../engine/index.js';
import { feeStandards } from '../billing/schema.js';
import { feeBankPlans } from './schema.js';

const ACCOUNT_PATTERN = /^\d{12,30}$/;

/** The number as every screen shows it: the first four and the last four digits, the rest starred. */
export function maskAccount(accountNo: string): string {
  return `${accountNo.slice(0, 4)} **** **** ${accountNo.slice(-4)}`;
}

/**
 * An agreement: the full account number (digits only, spaces the user typed removed) is stored for the bank's
 * file and never answered; its masked form is kept beside it. The number is set once: a new account is a new
 * agreement (the old one terminated), as a bank's own mandate works.
 */
export const bankAgreementHooks: ResourceHooks = {
  uniqueConstraints: { fee_bank_agreements_active_house_uq: ['apartmentId'] },
  beforeWrite(_ctx, values, input, existing) {
    if (existing !== null) {
      delete values.accountNo;
      return;
    }
    const accountNo = String(input.accountNo ?? '').replace(/\s+/g, '');
    if (!ACCOUNT_PATTERN.test(accountNo)) throw new AppError('BANK_ACCOUNT_INVALID');
    values.accountNo = accountNo;
    values.accountMasked = maskAccount(accountNo);
  },
};

function dateReason(values: Record<string, unknown>, existing: Parameters<typeof valueAfterWrite>[1]): string | null {
  const text = (field: string) => String(valueAfterWrite(values, existing, field) ?? '');
  if (text('periodFrom') > text('periodTo')) return '账期起 > 账期止 / billing from is after billing to';
  if (text('retryDate') <= text('debitDate')) return '重试日须晚于扣款日 / the retry date must follow the debit date';
  return null;
}

/** A plan: its standards are its community's; its billing months are in order; it retries after it debits. */
export const bankPlanHooks: ResourceHooks = {
  async beforeWrite(ctx, values, input, existing) {
    const reason = dateReason(values, existing);
    if (reason) throw new AppError('BANK_PLAN_DATES', { params: { reason } });
    const ids = input.standardIds as number[] | undefined;
    if (ids === undefined) return;
    const residential = residentialOfWrite(ctx, values, existing) ?? 0;
    const unique = [...new Set(ids)];
    const found = unique.length
      ? await ctx.orm
          .select({ id: feeStandards.id })
          .from(feeStandards)
          .where(and(inArray(feeStandards.id, unique), eq(feeStandards.residentialId, residential)))
      : [];
    if (unique.length === 0 || found.length !== unique.length) throw new AppError('NOT_FOUND');
    values.standardIdList = unique;
  },
  async loadVirtual(orm, rows) {
    const ids = rows.map((row) => row.id as number);
    if (ids.length === 0) return;
    const plans = await orm
      .select({ id: feeBankPlans.id, list: feeBankPlans.standardIdList })
      .from(feeBankPlans)
      .where(inArray(feeBankPlans.id, ids));
    const standardIds = [...new Set(plans.flatMap((plan) => plan.list))];
    const names = standardIds.length
      ? await orm.select({ id: feeStandards.id, name: feeStandards.name }).from(feeStandards).where(inArray(feeStandards.id, standardIds))
      : [];
    for (const row of rows) {
      const list = plans.find((plan) => plan.id === row.id)?.list ?? [];
      row.standardIds = list;
      row.standardNames = list.map((id) => names.find((n) => n.id === id)?.name ?? String(id)).join('、');
    }
  },
};
