import { elementsOfScreens, type BaseRoleDecl, type ModuleGrants } from '../../engine/index.js';

/** The base role this module brings (db/seed/roles.ts). */
export const FEE_ROLES: readonly BaseRoleDecl[] = [
  {
    code: 'financeSupervisor',
    zh: '财务主管',
    en: 'Finance supervisor',
    description: '物业收费：收银、账单与违约金，审核退款、作废与转账',
  },
];

/** The finance supervisor: the fee screens and their actions, including approving refunds, cancellations and transfers. */
export const FEE_GRANTS: ModuleGrants = {
  financeSupervisor: { menus: ['propertyPayment'], elements: elementsOfScreens(['propertyPayment']) },
};
