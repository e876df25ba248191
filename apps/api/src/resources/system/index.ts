import {
  departmentResource,
  dictItemResource,
  dictTypeResource,
  elementResource,
  i18nEntryResource,
  menuResource,
  opLogResource,
  roleResource,
  systemParamResource,
  tenantResource,
  userResource,
  whiteListResource,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { departments, dictItems, dictTypes, elements, i18nEntries, menus, opLogs, roles, systemParams, tenants, users, whiteListEntries } from '../../db/schema/index.js';
import { registerResource } from '../engine/register.js';
import { departmentHooks, dictItemHooks, elementHooks, i18nEntryHooks, menuHooks, opLogHooks, roleHooks, systemParamHooks, tenantHooks, whiteListHooks } from './hooks.js';
import { userHooks } from './user-hooks.js';

/** The generic routes of every system-management resource. */
export async function systemResourceRoutes(app: FastifyInstance): Promise<void> {
  await registerResource(app, menuResource, menus, menuHooks);
  await registerResource(app, elementResource, elements, elementHooks);
  await registerResource(app, roleResource, roles, roleHooks);
  await registerResource(app, userResource, users, userHooks);
  await registerResource(app, departmentResource, departments, departmentHooks);
  await registerResource(app, dictTypeResource, dictTypes);
  await registerResource(app, dictItemResource, dictItems, dictItemHooks);
  await registerResource(app, systemParamResource, systemParams, systemParamHooks);
  await registerResource(app, tenantResource, tenants, tenantHooks);
  await registerResource(app, whiteListResource, whiteListEntries, whiteListHooks);
  await registerResource(app, opLogResource, opLogs, opLogHooks);
  await registerResource(app, i18nEntryResource, i18nEntries, i18nEntryHooks);
}
