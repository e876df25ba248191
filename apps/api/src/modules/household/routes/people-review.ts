import { HouseholdEndpoints } from '@cvap/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { persons, staffMembers } from '../schema.js';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { personEntry, staffEntry } from '../registry.js';
import { reviewRegistrations, type ReviewSubject } from '../services/review.js';

type PassedHandler = (request: FastifyRequest, subject: 'person' | 'staff', ids: number[]) => Promise<string | null>;
let passedHandler: PassedHandler | null = null;

/**
 * Who pushes passed people's credentials to their doors (the access module: it knows devices and tasks, and
 * household does not depend on it). Called after the review has committed; answers the task's id, if any.
 */
export function onRegistrationsPassed(handler: PassedHandler): void {
  passedHandler = handler;
}

interface Reviewable extends ReviewSubject {
  name: 'person' | 'staff';
  decl: typeof HouseholdEndpoints.personReview;
}

const REVIEWABLES: readonly Reviewable[] = [
  { name: 'person', entry: personEntry, table: persons, decl: HouseholdEndpoints.personReview },
  { name: 'staff', entry: staffEntry, table: staffMembers, decl: HouseholdEndpoints.staffReview },
];

/** Review of registrations (services/review.ts); once passed, their credentials go to the doors. */
export async function peopleReviewRoutes(app: FastifyInstance): Promise<void> {
  for (const { name, entry, table, decl } of REVIEWABLES) {
    endpointRoute(app, decl, async (request) => {
      const body = request.body;
      const ids = [...new Set(body.ids)];
      request.opLogNote = { recordId: ids.join(',').slice(0, 64) };
      const reviewed = await reviewRegistrations(serviceContext(request), { entry, table }, body, ids);
      if (body.verdict !== 'pass' || !passedHandler) return { reviewed };
      const authTaskId = await passedHandler(request, name, ids).catch((error: unknown) => {
        request.log.error({ err: error }, 'the authorisation of passed registrations could not start');
        return null;
      });
      return { reviewed, authTaskId };
    });
  }
}
