import { bankAgreementResource, bankBatchResource, bankPlanResource, bankReturnResource } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { RegistryEntry } from '../../../engine/index.js';
import { bankAgreementHooks, bankPlanHooks } from './hooks.js';
import { feeBankAgreements, feeBankBatches, feeBankBatchLines, feeBankPlans } from './schema.js';
import { apartmentAddressSql } from '../ledger/services/sql.js';

/** Bank collection's declared resources (docs/decisions/0035): agreements and plans are edited; batches only read. */
export const FEE_BANK_REGISTRY: readonly RegistryEntry[] = [
  {
    decl: bankAgreementResource,
    table: feeBankAgreements,
    hooks: { ...bankAgreementHooks, computed: { house: apartmentAddressSql(sql`${feeBankAgreements.apartmentId}`) } },
  },
  { decl: bankPlanResource, table: feeBankPlans, hooks: bankPlanHooks },
  { decl: bankBatchResource, table: feeBankBatches },
  {
    decl: bankReturnResource,
    table: feeBankBatchLines,
    hooks: {
      rows: sql`${feeBankBatchLines.state} in (2, 3)`,
      computed: {
        batchNo: sql`(select b.batch_no from fee_bank_batches b where b.id = ${feeBankBatchLines.batchId})`,
        house: apartmentAddressSql(sql`${feeBankBatchLines.apartmentId}`),
        receiptCode: sql`(select p.receipt_code from fee_payments p where p.id = ${feeBankBatchLines.paymentId})`,
      },
    },
  },
];
