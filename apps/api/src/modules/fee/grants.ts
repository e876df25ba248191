import { elementsOfScreens, type ModuleGrants } from '../../engine/index.js';

/** The finance supervisor: the fee screens and their actions, including approving refunds, cancellations and transfers. */
export const FEE_GRANTS: ModuleGrants = {
  financeSupervisor: { menus: ['propertyPayment'], elements: elementsOfScreens(['propertyPayment']) },
};
