import type { ReviewRequest } from '@cvap/contracts';
import { callEndpoint } from '../../request/endpoint.js';
import { KINDS, type RegistrationKind } from './registration-kinds.js';

/** The bespoke household endpoints the household screens call (contracts: modules/household/endpoints.ts). */
export const householdApi = {
  review: (kind: RegistrationKind, body: ReviewRequest) => callEndpoint(KINDS[kind].review, { body }),
};
