import { feeRefundResource } from '@cvap/contracts';
import { RequestScreen } from './RequestScreen.js';

/** /propertyPayment/charge/refund: requests, reviewed by someone other than the requester, then posted. */
export default function RefundPage() {
  return <RequestScreen decl={feeRefundResource} kind={1} />;
}
