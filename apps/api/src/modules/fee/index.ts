import type { FastifyInstance } from 'fastify';
import type { feeContract } from '@cvap/contracts';
import type { ApiModule, ModuleJobs } from '../../engine/index.js';
import { FEE_GRANTS, FEE_ROLES } from './grants.js';
import { FEE_JOBS } from './jobs.js';
// One capability a folder (docs/decisions/0053): each holds its tables, registry, seed, services and routes.
import * as billSchema from './billing/schema.js';
import { FEE_REGISTRY } from './billing/registry.js';
import { seedFeeDemo } from './billing/seed.js';
import { previewRoutes } from './billing/routes/preview.js';
import { billRunRoutes } from './billing/routes/bill-runs.js';
import { arrearageRoutes } from './overdue/routes/arrearage.js';
import { chargeOrderRoutes } from './overdue/routes/charge-order.js';
import { overdueRoutes } from './overdue/routes/overdue.js';
import * as ledgerSchema from './ledger/schema.js';
import { FEE_LEDGER_REGISTRY } from './ledger/registry.js';
import { seedFeeDepositDemo, seedFeeLedgerDemo } from './ledger/seed.js';
import { feeLedgerRoutes } from './ledger/routes/ledger.js';
import * as statementSchema from './statements/schema.js';
import { foldStatements } from './statements/services/fold.js';
import { statementRoutes } from './statements/routes/statements.js';
import * as settlementSchema from './settlement/schema.js';
import { MONTH_SETTLEMENT_REGISTRY } from './settlement/registry.js';
import { monthSettlementRoutes } from './settlement/routes/month-settlement.js';
import * as bankSchema from './bank/schema.js';
import { FEE_BANK_REGISTRY } from './bank/registry.js';
import { seedFeeBankDemo } from './bank/seed.js';
import { bankCollectionRoutes } from './bank/routes/bank-collection.js';
import * as billPrintSchema from './bill-print/schema.js';
import { seedBillTemplatesDemo } from './bill-print/seed.js';
import { billPrintRoutes } from './bill-print/routes/bill-print.js';
import * as eInvoiceSchema from './e-invoice/schema.js';
import { E_INVOICE_REGISTRY } from './e-invoice/registry.js';
import { seedEInvoiceDemo } from './e-invoice/seed.js';
import { eInvoiceRoutes } from './e-invoice/routes/e-invoice.js';

/** The fee module's public surface: what other modules may use of it. */
export { billLineEntry, chargeStandardEntry } from './billing/registry.js';
export { outstandingSql, roundedAmount } from './ledger/services/sql.js';
/** The fee ledger (docs/decisions/0019): the cashier, accounts, refunds, cancellations, transfers. */
export { offsetNewLines } from './ledger/services/account-offset.js';

/** The fee module's endpoints beside its generic resource routes, in the order they have always been registered. */
async function allFeeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(previewRoutes);
  await app.register(billRunRoutes);
  await app.register(arrearageRoutes);
  await app.register(chargeOrderRoutes);
  await app.register(overdueRoutes);
  await app.register(statementRoutes);
  await app.register(billPrintRoutes);
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
