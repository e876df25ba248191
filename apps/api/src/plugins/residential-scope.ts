import { Access } from '@cvap/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ActingScope, AuthUser } from '../auth/types.js';
import { AppError } from '../lib/errors.js';

const COMPANY_ID = /^\d{1,18}$/;

/**
 * The CompanyId header when it is well formed (one value, digits only), else undefined: the auth hook reads that
 * community with the session and leaves refusing a malformed header to readCompanyIdHeader.
 */
export function wellFormedCompanyId(request: FastifyRequest): string | undefined {
  const value = request.headers.companyid;
  return typeof value === 'string' && COMPANY_ID.test(value) ? value : undefined;
}

/**
 * The CompanyId header exactly as sent: undefined when absent. Empty, non-digit, list or repeated values are
 * refused (40304) rather than guessed at (Node joins a repeated custom header's values with ', ').
 */
function readCompanyIdHeader(request: FastifyRequest): string | undefined {
  if (request.headers.companyid === undefined) return undefined;
  const value = wellFormedCompanyId(request);
  if (value === undefined) throw new AppError('COMMUNITY_HEADER_INVALID');
  return value;
}

/** The acting scope for a community row (or none found), or 40302: another tenant's, or not the user's. */
function residentialScope(
  user: AuthUser,
  companyId: string,
  residential: { id: number; tenantId: number; linked: boolean } | null,
): ActingScope {
  if (!residential || residential.tenantId !== user.tenantId) throw new AppError('COMMUNITY_FORBIDDEN');
  if (!user.headOffice && !residential.linked) throw new AppError('COMMUNITY_FORBIDDEN');
  return { kind: 'residential', tenantId: user.tenantId, residentialId: residential.id, companyId };
}

/** Decorates `request.scope` on every authenticated request; queries take it as an explicit argument. */
export const residentialScopePlugin = fp(async (app) => {
  app.decorateRequest('scope', null);
  // Synchronous (no database work: the auth hook brought the community with the session); a throw is the refusal.
  app.addHook('onRequest', (request, _reply, done) => {
    const { access, community: residential } = request.routeOptions.config;
    const auth = request.auth;
    if (!auth || access === undefined || access === Access.PUBLIC) return done();
    const companyId = readCompanyIdHeader(request);
    if (companyId !== undefined) {
      // A well-formed header always reaches the auth hook, which answers for exactly this community.
      const known = auth.community?.companyId === companyId ? auth.community : undefined;
      if (!known) throw new AppError('COMMUNITY_FORBIDDEN');
      request.scope = residentialScope(auth.user, companyId, known.found);
    } else if (auth.user.headOffice) {
      request.scope = { kind: 'headOffice', tenantId: auth.user.tenantId };
    } else if (residential !== 'optional') {
      throw new AppError('HEAD_OFFICE_FORBIDDEN');
    }
    done();
  });
});
