import { Access } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ActingScope, AuthUser } from '../auth/types.js';
import type { Orm } from '../db/client.js';
import { residentials, userResidentials } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';

const COMPANY_ID = /^\d{1,18}$/;

/**
 * The CompanyId header exactly as sent: undefined when absent. Empty, non-digit, list or repeated values are
 * refused (40304) rather than guessed at.
 */
export function readCompanyIdHeader(request: FastifyRequest): string | undefined {
  let seen = 0;
  for (let i = 0; i < request.raw.rawHeaders.length; i += 2) if (request.raw.rawHeaders[i]!.toLowerCase() === 'companyid') seen++;
  if (seen === 0) return undefined;
  const value = request.headers.companyid;
  if (seen > 1 || typeof value !== 'string' || !COMPANY_ID.test(value)) throw new AppError('COMMUNITY_HEADER_INVALID');
  return value;
}

/** The acting scope for a community row (or none found), or 40302: another tenant's, or not the user's. */
export function communityScope(user: AuthUser, companyId: string, community: { id: number; tenantId: number; linked: boolean } | null): ActingScope {
  if (!community || community.tenantId !== user.tenantId) throw new AppError('COMMUNITY_FORBIDDEN');
  if (!user.headOffice && !community.linked) throw new AppError('COMMUNITY_FORBIDDEN');
  return { kind: 'community', tenantId: user.tenantId, residentialId: community.id, companyId };
}

/** Resolves a companyId to a community the user may act for, or refuses with 40302. */
export async function resolveCommunity(orm: Orm, user: AuthUser, companyId: string): Promise<ActingScope> {
  const [community] = await orm
    .select({ id: residentials.id, tenantId: residentials.tenantId, granted: userResidentials.userId })
    .from(residentials)
    .leftJoin(userResidentials, and(eq(userResidentials.residentialId, residentials.id), eq(userResidentials.userId, user.id)))
    .where(eq(residentials.companyId, companyId))
    .limit(1);
  return communityScope(user, companyId, community ? { id: community.id, tenantId: community.tenantId, linked: community.granted !== null } : null);
}

/**
 * The CompanyId header when it is well formed (one value, digits only), for the session check to read its
 * community in the same statement; anything else is left to readCompanyIdHeader to refuse.
 */
export function wellFormedCompanyId(request: FastifyRequest): string | undefined {
  const value = request.headers.companyid;
  return typeof value === 'string' && COMPANY_ID.test(value) ? value : undefined;
}

/** Decorates `request.scope` on every authenticated request; queries take it as an explicit argument. */
export const communityScopePlugin = fp(async (app) => {
  app.decorateRequest('scope', null);
  app.addHook('onRequest', async (request) => {
    const { access, community } = request.routeOptions.config;
    const auth = request.auth;
    if (!auth || access === undefined || access === Access.PUBLIC) return;
    const companyId = readCompanyIdHeader(request);
    if (companyId !== undefined) {
      // Read with the session when the auth hook asked for this community; otherwise here.
      const known = auth.community?.companyId === companyId ? auth.community : undefined;
      request.scope = known ? communityScope(auth.user, companyId, known.found) : await resolveCommunity(app.db.orm, auth.user, companyId);
    } else if (auth.user.headOffice) {
      request.scope = { kind: 'headOffice', tenantId: auth.user.tenantId };
    } else if (community !== 'optional') {
      throw new AppError('HEAD_OFFICE_FORBIDDEN');
    }
  });
});

/** The acting scope of a route whose `community` setting is 'required' (the default). */
export function actingScope(request: FastifyRequest): ActingScope {
  if (!request.scope) throw new Error(`No acting scope on ${request.routeOptions.url}: is the route marked community 'optional'?`);
  return request.scope;
}
