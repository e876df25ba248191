import { prestoreAccountResource } from '@cvap/contracts';
import { AccountScreen } from './AccountScreen.js';

/** /propertyPayment/propertyDeposit/prestoreAccount: prepayment accounts, opened and topped up here. */
export default function PrestoreAccountPage() {
  return <AccountScreen decl={prestoreAccountResource} kinds={[1]} />;
}
