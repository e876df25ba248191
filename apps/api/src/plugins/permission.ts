import { Access } from '@cvap/contracts';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { userHasElement } from '../services/element-grants.js';

/** Kiosk accounts only reach routes marked `kiosk: true`; element routes need the element (40301 otherwise). */
export const permissionPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    const { access, kiosk } = request.routeOptions.config;
    const auth = request.auth;
    if (!auth || access === undefined || access === Access.PUBLIC) return;
    if (auth.user.kiosk && kiosk !== true) throw new AppError('FORBIDDEN');
    if (access !== Access.AUTHENTICATED && !(await userHasElement(app.db.orm, auth.user.id, access))) throw new AppError('FORBIDDEN');
  });
});
