import {
  paymentResource,
  depositAccountResource,
  depositLedgerResource,
  depositRecordResource,
  feeCancellationResource,
  feeRefundResource,
  feeTransferResource,
  guaranteeLedgerResource,
  prestoreAccountResource,
  prestoreLedgerResource,
} from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import { feeAccountPostings, feeAccounts, feePayments, feeRequests } from './schema.js';
import type { RegistryEntry } from '../../../engine/index.js';
import { apartmentAddressSql } from './services/sql.js';

/** Postings of the accounts of these kinds (1 prepayment, 2 deposit, 3 guarantee). */
const postingsOfKinds = (kinds: string) =>
  sql`${feeAccountPostings.accountId} in (select id from fee_accounts where kind in (${sql.raw(kinds)}))`;

/** The ledger's lists (read-only: money moves only through the ledger's endpoints). */
export const FEE_LEDGER_REGISTRY: readonly RegistryEntry[] = [
  // The house as people read it (community, building, room), not the room number alone.
  { decl: paymentResource, table: feePayments, hooks: { computed: { house: apartmentAddressSql(sql`${feePayments.apartmentId}`) } } },
  { decl: prestoreAccountResource, table: feeAccounts, hooks: { rows: sql`${feeAccounts.kind} = 1` } },
  { decl: depositAccountResource, table: feeAccounts, hooks: { rows: sql`${feeAccounts.kind} in (2, 3)` } },
  { decl: prestoreLedgerResource, table: feeAccountPostings, hooks: { rows: postingsOfKinds('1') } },
  { decl: depositLedgerResource, table: feeAccountPostings, hooks: { rows: postingsOfKinds('2') } },
  { decl: guaranteeLedgerResource, table: feeAccountPostings, hooks: { rows: postingsOfKinds('3') } },
  {
    decl: depositRecordResource,
    table: feeAccountPostings,
    hooks: { rows: sql`${postingsOfKinds('2, 3')} and ${feeAccountPostings.businessType} in (6, 7, 8)` },
  },
  { decl: feeRefundResource, table: feeRequests, hooks: { rows: sql`${feeRequests.kind} in (1, 4)` } },
  { decl: feeCancellationResource, table: feeRequests, hooks: { rows: sql`${feeRequests.kind} = 2` } },
  { decl: feeTransferResource, table: feeRequests, hooks: { rows: sql`${feeRequests.kind} = 3` } },
];
