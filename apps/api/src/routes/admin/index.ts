import type { FastifyInstance } from 'fastify';
import { systemResourceRoutes } from '../../resources/system/index.js';
import { dictComboRoutes } from './dict-combo.js';
import { i18nOverrideRoutes } from './i18n-overrides.js';
import { regionComboRoutes } from './region-combo.js';
import { roleGrantRoutes } from './role-grants.js';
import { userAdminRoutes } from './user-admin.js';

/** System management: the generic resource routes and the bespoke endpoints beside them. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(systemResourceRoutes);
  await app.register(roleGrantRoutes);
  await app.register(userAdminRoutes);
  await app.register(dictComboRoutes);
  await app.register(regionComboRoutes);
  await app.register(i18nOverrideRoutes);
}
