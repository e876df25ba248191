import { Access } from '@cvap/contracts';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { userHasElement } from '../services/element-grants.js';

/**
 * Kiosk accounts only reach routes marked `kiosk: true`; element routes need the element (40301 otherwise),
 * as read for this request: by the session check's statement when it asked for this element, else here.
 */
export const permissionPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    const { access, kiosk } = request.routeOptions.config;
    const auth = request.auth;
    if (!auth || access === undefined || access === Access.PUBLIC) return;
    if (auth.user.kiosk && kiosk !== true) throw new AppError('FORBIDDEN');
    if (access === Access.AUTHENTICATED) return;
    const granted = auth.grant?.element === access ? auth.grant.granted : await userHasElement(app.db.orm, auth.user.id, access);
    if (!granted) throw new AppError('FORBIDDEN');
  });
});
