import { webModule } from '../../app/web-module.js';
import { FEE_SCREENS } from './screens.js';
import { feeEn, feeZh } from './texts.js';
import { feeLedgerEn, feeLedgerZh } from './ledger-texts.js';
import { feeCollectionEn, feeCollectionZh } from './collection-texts.js';
import { feeInvoiceEn, feeInvoiceZh } from './e-invoice/texts.js';

/** The console's part of property fees, the cashier counter and batch collection included. */
export const feeFeature = webModule({
  name: 'fee',
  screens: FEE_SCREENS,
  texts: {
    zh_cn: { fee: feeZh, feeLedger: feeLedgerZh, feeCollection: feeCollectionZh, feeInvoice: feeInvoiceZh },
    en: { fee: feeEn, feeLedger: feeLedgerEn, feeCollection: feeCollectionEn, feeInvoice: feeInvoiceEn },
  },
});
