import { feeRefundResource } from '@cvap/contracts';
import { FeeRequestScreen } from './RequestScreen.js';

/** /propertyPayment/charge/refund: requests, reviewed by someone other than the requester, then posted. */
export default function FeeRefundPage() {
  return <FeeRequestScreen decl={feeRefundResource} kind={1} />;
}
