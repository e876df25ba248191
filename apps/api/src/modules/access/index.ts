import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiModule } from '../../engine/index.js';
import * as schema from './schema.js';
import { onCardIssued } from './card-hooks.js';
import { onRegistrationsPassed } from '../household/index.js';
import { cardPlan, peoplePlan, visitPassPlan } from './authorise/plans.js';
import { startAuthorisation } from './authorise/run-authorisation.js';
import { authDeps, authRoutes, authStarter } from './routes/auth.js';
import { authFileRoutes } from './routes/auth-file.js';
import { ACCESS_REGISTRY } from './registry.js';
import { cardRoutes } from './routes/cards.js';
import { cardsByApartmentRoutes } from './routes/cards-by-apartment.js';
import { syncRoutes } from './routes/sync.js';

// A card just issued is written to its holder's devices; passed registrations get their credentials pushed.
onCardIssued(async (request, cardId) => {
  const plan = await cardPlan(request.server.db.orm, cardId, request.language);
  if (plan && plan.jobs.length > 0) await startAuthorisation(authDeps(request.server), authStarter(request), plan);
});
onRegistrationsPassed(async (request, subject, ids) => {
  const plan = await peoplePlan(request.server.db.orm, subject, ids, request.language);
  return plan.jobs.length > 0 ? startAuthorisation(authDeps(request.server), authStarter(request), plan) : null;
});

export { operateCard } from './services/cards.js';
export { authDeps } from './routes/auth.js';
export { cardEntry, cardRecordEntry } from './registry.js';
export { issueVisitorCard, onCardIssued, writeIssuedCard, type VisitorCardInput } from './card-hooks.js';

/**
 * Writes a visitor's QR pass to the doors of their access level, or takes it off them (at sign-out), as a
 * batchDevice task; called once the visit has committed. A failure to start is logged: the visit stands.
 */
export async function writeVisitPass(request: FastifyRequest, visitId: number, remove = false): Promise<void> {
  try {
    const plan = await visitPassPlan(request.server.db.orm, visitId, request.language);
    if (!plan || plan.jobs.length === 0) return;
    if (remove) plan.jobs = plan.jobs.map((job) => ({ ...job, remove: true }));
    await startAuthorisation(authDeps(request.server), authStarter(request), plan);
  } catch (error) {
    request.log.error({ err: error, visitId }, 'visitor pass device write could not start');
  }
}

async function accessRoutes(app: FastifyInstance): Promise<void> {
  await app.register(syncRoutes);
  await app.register(authRoutes);
  await app.register(authFileRoutes);
  await app.register(cardRoutes);
  await app.register(cardsByApartmentRoutes);
}

/** Access control beyond the devices: cards, the upstream platform's sync, authorising people to doors, licences. */
export const accessModule: ApiModule = { name: 'access', schema, registry: ACCESS_REGISTRY, routes: accessRoutes };
