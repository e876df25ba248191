import { endpoint } from '../../../endpoint-decl.js';
import { pageResultSchema } from '../../../envelope.js';
import {
  ArrearageRequestSchema,
  ArrearageRowSchema,
  ChargeOrderRequestSchema,
  ChargeOrderRowSchema,
  FEE_ELEMENTS,
  OverdueComputeRequestSchema,
  OverdueComputeSchema,
} from '../billing/endpoints.js';

/** The arrears and fees-per-object queries, and the late-fee computation run now. */
export const FeeOverdueEndpoints = {
  arrearage: endpoint({
    id: 'arrearage.page',
    method: 'POST',
    path: '/api/property/arrearage/query/page',
    tag: 'arrearage',
    summary:
      'What each object owes: outstanding bill lines summed by object, with months owed (filters: object type, fee type, period, months)',
    access: FEE_ELEMENTS.arrearage.code,
    body: ArrearageRequestSchema,
    answer: pageResultSchema(ArrearageRowSchema),
  }),
  chargeOrder: endpoint({
    id: 'chargeOrder.page',
    method: 'POST',
    path: '/api/property/chargeOrder/query/page',
    tag: 'chargeOrder',
    summary: 'Each charged object with the standards its rules give it, validity and the last billed month',
    access: FEE_ELEMENTS.chargeOrder.code,
    body: ChargeOrderRequestSchema,
    answer: pageResultSchema(ChargeOrderRowSchema),
  }),
  overdueCompute: endpoint({
    id: 'overdueRecord.compute',
    method: 'POST',
    path: '/api/property/overdueRecord/compute',
    tag: 'overdueRecord',
    summary: "Accrues late fees up to a day (default today) for the acting scope's communities, as the scheduled job does",
    access: FEE_ELEMENTS.overdueCompute.code,
    opLog: { resource: 'overdueRecord', action: 'compute' },
    body: OverdueComputeRequestSchema,
    answer: OverdueComputeSchema,
  }),
};
