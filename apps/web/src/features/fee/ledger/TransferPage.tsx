import { feeTransferResource } from '@cvap/contracts';
import { RequestScreen } from './RequestScreen.js';

/** /propertyPayment/charge/transfer: requests, reviewed by someone other than the requester, then posted. */
export default function TransferPage() {
  return <RequestScreen decl={feeTransferResource} kind={3} />;
}
