import type { ResourceDecl } from '../../resource/types.js';
import { personResource } from './person.js';
import { staffResource } from './staff.js';

export * from './review.js';
export { personResource, staffResource };

/** Residents and property staff, their registration and review (/householdManager). */
export const HOUSEHOLD_RESOURCES: readonly ResourceDecl[] = [personResource, staffResource];
