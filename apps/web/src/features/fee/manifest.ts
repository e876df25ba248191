import { webModule } from '../../app/web-module.js';
import { FEE_SCREENS } from './screens.js';
import { feeEn, feeZh } from './billing/texts.js';
import { feeLedgerEn, feeLedgerZh } from './ledger/texts.js';
import { feeCollectionEn, feeCollectionZh } from './counter/texts.js';
import { feeStatementEn, feeStatementZh } from './statements/texts.js';
import { feeMonthEn, feeMonthZh } from './settlement/texts.js';
import { feeDepositEn, feeDepositZh } from './deposits/texts.js';
import { feeBankEn, feeBankZh } from './bank/texts.js';
import { feeBillEn, feeBillZh } from './bill-print/texts.js';
import { feeInvoiceEn, feeInvoiceZh } from './e-invoice/texts.js';

/** The console's part of property fees, the cashier counter and batch collection included. */
export const feeFeature = webModule({
  name: 'fee',
  screens: FEE_SCREENS,
  texts: {
    zh_cn: {
      fee: feeZh,
      feeLedger: feeLedgerZh,
      feeCollection: feeCollectionZh,
      feeStatement: feeStatementZh,
      feeMonth: feeMonthZh,
      feeDeposit: feeDepositZh,
      feeBank: feeBankZh,
      feeBill: feeBillZh,
      feeInvoice: feeInvoiceZh,
    },
    en: {
      fee: feeEn,
      feeLedger: feeLedgerEn,
      feeCollection: feeCollectionEn,
      feeStatement: feeStatementEn,
      feeMonth: feeMonthEn,
      feeDeposit: feeDepositEn,
      feeBank: feeBankEn,
      feeBill: feeBillEn,
      feeInvoice: feeInvoiceEn,
    },
  },
});
