import { DOOR_ELEMENTS, DoorPaths, envelopeSchema, ReviewRequestSchema, ReviewResultSchema, type ReviewRequest } from '@cvap/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { persons, staffMembers } from '../schema.js';
import { ok, type RouteAccess, serviceContext } from '../../../engine/index.js';
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
  path: string;
  access: RouteAccess;
  summary: string;
}

const REVIEWABLES: readonly Reviewable[] = [
  {
    name: 'person',
    entry: personEntry,
    table: persons,
    path: DoorPaths.personReview,
    access: DOOR_ELEMENTS.personReview.code,
    summary: 'Pass or reject resident registrations (one or a batch, all or none)',
  },
  {
    name: 'staff',
    entry: staffEntry,
    table: staffMembers,
    path: DoorPaths.staffReview,
    access: DOOR_ELEMENTS.staffReview.code,
    summary: 'Pass or reject property staff registrations (one or a batch, all or none)',
  },
];

/** Review of registrations (services/review.ts); once passed, their credentials go to the doors. */
export async function peopleReviewRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const { name, entry, table, path, access, summary } of REVIEWABLES) {
    routes.post(
      path,
      {
        config: { access, opLog: { resource: name, action: 'review' } },
        schema: { tags: [name], summary, body: ReviewRequestSchema, response: { 200: envelopeSchema(ReviewResultSchema) } },
      },
      async (request) => {
        const body = request.body as ReviewRequest;
        const ids = [...new Set(body.ids)];
        request.opLogNote = { recordId: ids.join(',').slice(0, 64) };
        const reviewed = await reviewRegistrations(serviceContext(request), { entry, table }, body, ids);
        if (body.verdict !== 'pass' || !passedHandler) return ok(request.language, { reviewed });
        const authTaskId = await passedHandler(request, name, ids).catch((error: unknown) => {
          request.log.error({ err: error }, 'the authorisation of passed registrations could not start');
          return null;
        });
        return ok(request.language, { reviewed, authTaskId });
      },
    );
  }
}
