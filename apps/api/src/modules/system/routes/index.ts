import type { FastifyInstance } from 'fastify';
import { dictComboRoutes } from './dict-combo.js';
import { i18nOverrideRoutes } from './i18n-overrides.js';
import { quartzJobRoutes } from './quartz-job.js';
import { regionComboRoutes } from './region-combo.js';
import { roleGrantRoutes } from './role-grants.js';
import { selectUserRoutes } from './select-user.js';
import { userAdminRoutes } from './user-admin.js';

/** System management's endpoints beside its generic resource routes. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  await app.register(roleGrantRoutes);
  await app.register(userAdminRoutes);
  await app.register(dictComboRoutes);
  await app.register(regionComboRoutes);
  await app.register(i18nOverrideRoutes);
  await app.register(selectUserRoutes);
  await app.register(quartzJobRoutes);
}
