import {
  canReview,
  DOOR_ELEMENTS,
  DoorPaths,
  envelopeSchema,
  labelIn,
  REVIEW_STATUS_OPTIONS,
  REVIEW_TRANSITIONS,
  ReviewRequestSchema,
  ReviewResultSchema,
  type ReviewRequest,
} from '@cvap/contracts';
import { and, asc, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { persons, staffMembers } from '../schema.js';
import {
  actingScope,
  AppError,
  caller,
  inTransaction,
  ok,
  type RegistryEntry,
  resolvedEntry,
  type RouteAccess,
  scopeCondition,
} from '../../../engine/index.js';
import { personEntry, staffEntry } from '../registry.js';

type ReviewTable = typeof persons | typeof staffMembers;

type PassedHandler = (request: FastifyRequest, subject: 'person' | 'staff', ids: number[]) => Promise<string | null>;
let passedHandler: PassedHandler | null = null;

/**
 * Who pushes passed people's credentials to their doors (the access module: it knows devices and tasks, and
 * household does not depend on it). Called after the review has committed; answers the task's id, if any.
 */
export function onRegistrationsPassed(handler: PassedHandler): void {
  passedHandler = handler;
}

interface Reviewable {
  name: 'person' | 'staff';
  entry: RegistryEntry;
  table: ReviewTable;
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

function statusLabel(status: number, language: 'zh_cn' | 'en'): string {
  const option = REVIEW_STATUS_OPTIONS.find((o) => o.value === status);
  return option ? labelIn(option, language) : String(status);
}

/**
 * Review of registrations (docs/decisions/0010). The whole batch in one transaction, its rows locked: every
 * id must be visible in the acting scope (else 404 for the batch: another community's id reads as missing),
 * every registration must be allowed to take the verdict (REVIEW_TRANSITIONS; else 40907 naming the first one
 * that may not and its status, nothing changed). Records the verdict, the reviewer (the caller), the time and,
 * for a rejection, the reason (required by the request schema: 422 naming `reason`).
 */
export async function peopleReviewRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const { name, entry, table, path, access, summary } of REVIEWABLES) {
    const resource = resolvedEntry(entry);
    routes.post(
      path,
      {
        config: { access, opLog: { resource: name, action: 'review' } },
        schema: { tags: [name], summary, body: ReviewRequestSchema, response: { 200: envelopeSchema(ReviewResultSchema) } },
      },
      async (request) => {
        const body = request.body as ReviewRequest;
        const ids = [...new Set(body.ids)];
        const scope = actingScope(request);
        const reviewerId = caller(request).user.id;
        request.opLogNote = { recordId: ids.join(',').slice(0, 64) };
        const reviewed = await inTransaction(app.db.orm, async (tx) => {
          const rows = await tx
            .select({ id: table.id, name: table.name, reviewStatus: table.reviewStatus })
            .from(table)
            .where(and(inArray(table.id, ids), scopeCondition(tx, resource, scope)))
            .orderBy(asc(table.id))
            .for('update');
          if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
          const refused = rows.find((row) => !canReview(row.reviewStatus, body.verdict));
          if (refused) {
            throw new AppError('REVIEW_NOT_ALLOWED', {
              params: { name: `${refused.name}(#${refused.id})`, status: statusLabel(refused.reviewStatus, request.language) },
              data: { id: refused.id, reviewStatus: refused.reviewStatus },
            });
          }
          const updated = await tx
            .update(table)
            .set({
              reviewStatus: REVIEW_TRANSITIONS[body.verdict].to,
              rejectReason: body.verdict === 'reject' ? body.reason! : null,
              reviewerId,
              reviewedAt: new Date(),
              updatedAt: new Date(),
            })
            .where(inArray(table.id, ids))
            .returning({ id: table.id });
          return updated.length;
        });
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
