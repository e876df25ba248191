import { prestoreAccountResource } from '@cvap/contracts';
import { FeeAccountScreen } from './AccountScreen.js';

/** /propertyPayment/propertyDeposit/prestoreAccount: prepayment accounts, opened and topped up here. */
export default function PrestoreAccountPage() {
  return <FeeAccountScreen decl={prestoreAccountResource} kinds={[1]} />;
}
