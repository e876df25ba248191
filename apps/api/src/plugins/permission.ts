import { Access } from '@cvap/contracts';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/**
 * Kiosk accounts only reach routes marked `kiosk: true`; element routes need the element (40301 otherwise), as
 * the session check found it for this request (no answer for this element counts as not granted).
 */
export const permissionPlugin = fp(async (app) => {
  // Synchronous: the grant came with the session; a throw is the refusal.
  app.addHook('onRequest', (request, _reply, done) => {
    const { access, kiosk } = request.routeOptions.config;
    const auth = request.auth;
    if (!auth || access === undefined || access === Access.PUBLIC) return done();
    if (auth.user.kiosk && kiosk !== true) throw new AppError('FORBIDDEN');
    if (access !== Access.AUTHENTICATED && (auth.grant?.element !== access || !auth.grant.granted)) throw new AppError('FORBIDDEN');
    done();
  });
});
