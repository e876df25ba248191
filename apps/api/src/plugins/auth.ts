import { Access } from '@cvap/contracts';
import fp from 'fastify-plugin';
import { authenticateToken } from '../auth/authenticate.js';
import { tokenFromHeader } from '../auth/tokens.js';
import { AppError } from '../lib/errors.js';
import { wellFormedCompanyId } from './community-scope.js';

/**
 * Authenticates every request to a non-public route from its Authorization header (raw or Bearer). On an element
 * route the element grant, and with a CompanyId header that community, are read in the same statement as the
 * session (one round trip); the permission and community-scope hooks decide with them.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // No access declared means no route matched: the not-found handler answers.
    if (access === undefined || access === Access.PUBLIC) return;
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new AppError('TOKEN_INVALID');
    const companyId = wellFormedCompanyId(request);
    request.auth = await authenticateToken(app.db.orm, app.config.jwt.value, token, {
      ...(access === Access.AUTHENTICATED ? {} : { element: access }),
      ...(companyId === undefined ? {} : { companyId }),
    });
  });
});
