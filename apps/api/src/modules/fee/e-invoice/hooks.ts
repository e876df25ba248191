import { eInvoiceTaxCodeResource, GOODS_CODE_PATTERN, isCreditCode } from '@cvap/contracts';
import { AppError, type ResourceHooks, type Row, valueAfterWrite } from '../../../engine/index.js';
import { parentInScope } from '../../door/index.js';
import { feeStandards } from '../billing/schema.js';

const standardOfCode = {
  table: feeStandards,
  id: feeStandards.id,
  residentialId: feeStandards.residentialId,
  columns: { residentialId: feeStandards.residentialId, feeType: feeStandards.feeType },
};

/** A community's seller: its tax number is a unified social credit code with a matching check character (41080). */
export const eInvoiceSellerHooks: ResourceHooks = {
  uniqueConstraints: { fee_e_invoice_sellers_residential_uq: ['residentialId'] },
  beforeWrite(_ctx, values, _input, existing: Row | null) {
    const taxNumber = String(valueAfterWrite(values, existing, 'taxNumber') ?? '')
      .trim()
      .toUpperCase();
    if (!isCreditCode(taxNumber)) throw new AppError('EINV_TAX_NUMBER', { params: { value: taxNumber } });
    values.taxNumber = taxNumber;
  },
};

/**
 * A tax goods code is 19 digits (41081). A mapping naming a charge standard must name one of the row's community,
 * and takes the standard's fee type (the fee type then only documents it).
 */
export const eInvoiceTaxCodeHooks: ResourceHooks = {
  uniqueConstraints: {
    fee_e_invoice_tax_codes_type_uq: ['residentialId', 'feeType'],
    fee_e_invoice_tax_codes_standard_uq: ['standardId'],
  },
  async beforeWrite(ctx, values, _input, existing: Row | null) {
    const goodsCode = String(valueAfterWrite(values, existing, 'goodsCode') ?? '').trim();
    if (!GOODS_CODE_PATTERN.test(goodsCode)) throw new AppError('EINV_GOODS_CODE', { params: { value: goodsCode } });
    values.goodsCode = goodsCode;
    const standardId = valueAfterWrite(values, existing, 'standardId');
    if (typeof standardId === 'number') {
      const standard = await parentInScope(ctx, eInvoiceTaxCodeResource, 'standardId', standardOfCode, standardId, existing?.residentialId);
      values.residentialId = standard.residentialId;
      values.feeType = standard.feeType;
    }
  },
};

/** A community's channel: one row per community. */
export const eInvoiceChannelHooks: ResourceHooks = {
  uniqueConstraints: { fee_e_invoice_channels_residential_uq: ['residentialId'] },
};
