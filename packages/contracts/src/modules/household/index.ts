import type { ContractModule } from '../contract-module.js';
import { HOUSEHOLD_CODES } from './codes.js';
import { HOUSEHOLD_MENUS } from './menus.js';
import { personResource } from './person.js';
import { staffResource } from './staff.js';
import { OP_VERBS } from '../op-log-vocabulary.js';

export * from './review.js';
export * from './endpoints.js';
export { personResource, staffResource };

/** Residents and property staff, their registration and review (/householdManager). */
export const householdContract = {
  name: 'household',
  resources: [personResource, staffResource],
  elements: [],
  codes: HOUSEHOLD_CODES,
  menus: HOUSEHOLD_MENUS,
  opLog: {
    actions: [OP_VERBS.review],
  },
} satisfies ContractModule;
