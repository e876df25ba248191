import { feeCancellationResource } from '@cvap/contracts';
import { FeeRequestScreen } from './RequestScreen.js';

/** /propertyPayment/charge/cancellation: requests, reviewed by someone other than the requester, then posted. */
export default function FeeCancellationPage() {
  return <FeeRequestScreen decl={feeCancellationResource} kind={2} />;
}
