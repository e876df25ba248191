import type { FastifyInstance } from 'fastify';
import type { feeContract } from '@cvap/contracts';
import type { ApiModule, ModuleJobs } from '../../engine/index.js';
import { FEE_BANK_REGISTRY } from './bank-registry.js';
import { FEE_GRANTS, FEE_ROLES } from './grants.js';
import { FEE_JOBS } from './jobs.js';
import { FEE_LEDGER_REGISTRY } from './ledger-registry.js';
import { FEE_REGISTRY } from './registry.js';
import { MONTH_SETTLEMENT_REGISTRY } from './settlement/registry.js';
import { E_INVOICE_REGISTRY } from './e-invoice-registry.js';
import { feeRoutes } from './routes/index.js';
import { bankCollectionRoutes } from './routes/bank-collection.js';
import { feeLedgerRoutes } from './routes/ledger-routes.js';
import { monthSettlementRoutes } from './routes/month-settlement.js';
import { eInvoiceRoutes } from './routes/e-invoice.js';
import * as billSchema from './schema.js';
import * as bankSchema from './schema-bank.js';
import * as ledgerSchema from './schema-ledger.js';
import * as statementSchema from './schema-statements.js';
import * as settlementSchema from './schema-settlement.js';
import { seedFeeBankDemo } from './seed-bank.js';
import { seedFeeDepositDemo, seedFeeLedgerDemo } from './seed-ledger.js';
import { seedFeeDemo } from './seed.js';
import { foldStatements } from './statements/fold.js';
import * as billPrintSchema from './schema-bill-print.js';
import { seedBillTemplatesDemo } from './seed-bill-print.js';
import * as eInvoiceSchema from './schema-e-invoice.js';
import { seedEInvoiceDemo } from './seed-e-invoice.js';

/** The fee module's public surface: what other modules may use of it. */
export { receivableEntry, chargeStandardEntry } from './registry.js';
export { outstandingSql, roundedAmount } from './services/sql.js';
/** The fee ledger (docs/decisions/0019): the cashier, accounts, refunds, cancellations, transfers. */
export { offsetNewLines } from './services/account-offset.js';

async function allFeeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(feeRoutes);
  await app.register(feeLedgerRoutes);
  await app.register(monthSettlementRoutes);
  await app.register(bankCollectionRoutes);
  await app.register(eInvoiceRoutes);
}

/** Fees, one module: standards, meters, bill runs and receivables, and the ledger (accounts, payments, requests). */
export const feeModule: ApiModule = {
  name: 'fee',
  schema: { ...billSchema, ...ledgerSchema, ...statementSchema, ...settlementSchema, ...bankSchema, ...billPrintSchema, ...eInvoiceSchema },
  registry: [...FEE_REGISTRY, ...FEE_LEDGER_REGISTRY, ...MONTH_SETTLEMENT_REGISTRY, ...FEE_BANK_REGISTRY, ...E_INVOICE_REGISTRY],
  routes: allFeeRoutes,
  jobs: FEE_JOBS satisfies ModuleJobs<typeof feeContract>,
  roles: FEE_ROLES,
  grants: FEE_GRANTS,
  defaultJobs: [
    {
      code: 'generateMonthlyBills',
      name: '生成月度账单',
      handler: 'generateMonthlyBills',
      cronExpression: '0 0 2 1 * *',
      parameter: '{}',
      priority: 3,
    },
    {
      code: 'accrueLateFees',
      name: '计算违约金',
      handler: 'accrueLateFees',
      cronExpression: '0 30 2 * * *',
      parameter: '{}',
      priority: 4,
    },
    {
      code: 'foldFeeStatements',
      name: '汇总报表数据',
      handler: 'foldFeeStatements',
      cronExpression: '0 */10 * * * *',
      parameter: '{}',
      priority: 5,
    },
  ],
  seed: async (orm, demo) => {
    await seedFeeDemo(orm, demo.tenantId, demo.now);
    const refs = {
      tenantId: demo.tenantId,
      cashierId: demo.userIds.get('lihua')!,
      reviewerId: demo.userIds.get('zhoumin') ?? demo.userIds.get('admin')!,
    };
    await seedFeeLedgerDemo(orm, refs);
    await seedFeeDepositDemo(orm, refs);
    await foldStatements(orm, demo.tenantId);
    await seedFeeBankDemo(orm, { tenantId: demo.tenantId, userId: refs.reviewerId, now: demo.now });
    await seedBillTemplatesDemo(orm, demo.tenantId);
    await seedEInvoiceDemo(orm, { tenantId: demo.tenantId, now: demo.now, files: demo.files, userId: refs.cashierId });
  },
};
