import { feeCancellationResource } from '@cvap/contracts';
import { RequestScreen } from './RequestScreen.js';

/** /propertyPayment/charge/cancellation: requests, reviewed by someone other than the requester, then posted. */
export default function CancellationPage() {
  return <RequestScreen decl={feeCancellationResource} kind={2} />;
}
