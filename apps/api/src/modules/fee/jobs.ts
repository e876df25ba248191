import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { residentials } from '../../db/schema/index.js';
import { AppError, defineJobHandler, type JobCounts, type RegisteredJobHandler } from '../../engine/index.js';
import { addMonths, monthStart, todayInChina } from './billing/services/periods.js';
import { computeLateFees } from './overdue/services/compute-late-fees.js';
import { runBills } from './billing/services/run-bills.js';
import { startRun } from './billing/services/start-run.js';
import { foldStatements } from './statements/services/fold.js';

/**
 * The month's bill run of every community of the company, by the scheduler (monthly by default): the same run as
 * the screen's, without a task (nobody owns it); a month already generating or paused is left to that run.
 */
const generateMonthlyBills = defineJobHandler({
  label: { zh: '生成月度账单', en: 'Generate monthly bills' },
  description: {
    zh: '为公司全部社区生成本月账单（monthOffset 可指定相对本月的月份），已生成的不会重复',
    en: 'Bills every community of the company for this month (monthOffset picks another month); what exists is not billed twice',
  },
  params: z.strictObject({ monthOffset: z.number().int().min(-12).max(12).default(0) }),
  className: 'cvap.fee.GenerateMonthlyBills',
  methodName: 'run',
  beanName: 'generateMonthlyBills',
  async run({ orm, config, tenantId, now, signal, log }, { monthOffset }): Promise<JobCounts> {
    const period = addMonths(monthStart(todayInChina(now)), monthOffset);
    let run;
    try {
      run = await startRun(orm, { tenantId, residentialId: null, userId: null, trigger: 2 }, period, now);
    } catch (error) {
      if (error instanceof AppError && error.code === 'FEE_RUN_ACTIVE') return { skipped: 1 };
      throw error;
    }
    const outcome = await runBills(orm, run.id, {
      signal,
      language: 'zh_cn',
      progress: async () => undefined,
      communityGapMs: config.feeRunCommunityGapMs,
      log,
    });
    const [row] = await orm
      .execute(sql`select line_count, error_count from fee_bill_runs where id = ${run.id}`)
      .then((result) => (result as unknown as { rows: { line_count: number; error_count: number }[] }).rows);
    return { lines: row?.line_count ?? 0, errors: row?.error_count ?? 0, complete: outcome.end === 'complete' ? 1 : 0 };
  },
});

/** Late fees of every community of the company up to today (daily by default). */
const accrueLateFees = defineJobHandler({
  label: { zh: '计算违约金', en: 'Accrue late fees' },
  description: {
    zh: '按违约金标准为逾期未缴的账单计算违约金，截至今天',
    en: 'Accrues late fees on overdue bill lines up to today, by the late-fee standards',
  },
  params: z.strictObject({}),
  className: 'cvap.fee.AccrueLateFees',
  methodName: 'run',
  beanName: 'accrueLateFees',
  async run({ orm, tenantId, now }) {
    const residentialRows = sql`select ${residentials.id} from ${residentials} where ${eq(residentials.tenantId, tenantId)}`;
    const { records, lines } = await computeLateFees(orm, residentialRows, todayInChina(now));
    return { records, lines };
  },
});

/** Folds the statements' summary deltas into one row per key (docs/decisions/0033), every ten minutes by default. */
const foldFeeStatements = defineJobHandler({
  label: { zh: '汇总报表数据', en: 'Fold statement summaries' },
  description: {
    zh: '把报表汇总表中新增的变动行按维度合并，保持报表查询快速；不改变任何金额',
    en: "Folds the statements' new summary rows into one row per key so statements stay fast; changes no amount",
  },
  params: z.strictObject({}),
  className: 'cvap.fee.FoldFeeStatements',
  methodName: 'run',
  beanName: 'foldFeeStatements',
  async run({ orm, tenantId }) {
    return { removed: await foldStatements(orm, tenantId) };
  },
});

export const FEE_JOBS = { generateMonthlyBills, accrueLateFees, foldFeeStatements } as unknown as Record<
  'generateMonthlyBills' | 'accrueLateFees' | 'foldFeeStatements',
  RegisteredJobHandler
>;
