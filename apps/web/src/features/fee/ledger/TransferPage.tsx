import { feeTransferResource } from '@cvap/contracts';
import { FeeRequestScreen } from './RequestScreen.js';

/** /propertyPayment/charge/transfer: requests, reviewed by someone other than the requester, then posted. */
export default function FeeTransferPage() {
  return <FeeRequestScreen decl={feeTransferResource} kind={3} />;
}
