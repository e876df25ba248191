import { depositAccountResource } from '@cvap/contracts';
import { FeeAccountScreen } from '../ledger/AccountScreen.js';

/** /propertyPayment/propertyDeposit/depositAccount: deposits and guarantees, received here. */
export default function DepositAccountPage() {
  return <FeeAccountScreen decl={depositAccountResource} kinds={[2, 3]} />;
}
