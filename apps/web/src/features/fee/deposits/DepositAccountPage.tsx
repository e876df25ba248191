import { depositAccountResource } from '@cvap/contracts';
import { AccountScreen } from '../ledger/AccountScreen.js';

/** /propertyPayment/propertyDeposit/depositAccount: deposits and guarantees, received here. */
export default function DepositAccountPage() {
  return <AccountScreen decl={depositAccountResource} kinds={[2, 3]} />;
}
