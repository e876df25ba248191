import {
  departmentResource,
  dictItemResource,
  dictTypeResource,
  elementResource,
  fileResource,
  fileTypeResource,
  i18nEntryResource,
  menuResource,
  opLogResource,
  quartzJobLogResource,
  quartzJobResource,
  roleResource,
  systemParamResource,
  tenantResource,
  userResource,
  whiteListResource,
} from '@cvap/contracts';
import {
  departments,
  dictItems,
  dictTypes,
  elements,
  files,
  fileTypes,
  i18nEntries,
  menus,
  opLogs,
  quartzJobLogs,
  quartzJobs,
  roles,
  systemParams,
  tenants,
  users,
  whiteListEntries,
} from '../../db/schema/index.js';
import type { RegistryEntry } from '../../engine/index.js';
import { fileHooks, fileTypeHooks } from './file-hooks.js';
import { quartzJobHooks } from './job-hooks.js';
import {
  departmentHooks,
  dictItemHooks,
  elementHooks,
  i18nEntryHooks,
  menuHooks,
  opLogHooks,
  roleHooks,
  systemParamHooks,
  tenantHooks,
  whiteListHooks,
} from './system-hooks.js';
import { userHooks } from './user-hooks.js';

/** System administration: users, roles, menus, dictionaries, parameters, logs, files and scheduled jobs. */
export const SYSTEM_REGISTRY: readonly RegistryEntry[] = [
  { decl: menuResource, table: menus, hooks: menuHooks },
  { decl: elementResource, table: elements, hooks: elementHooks },
  { decl: roleResource, table: roles, hooks: roleHooks },
  { decl: userResource, table: users, hooks: userHooks },
  { decl: departmentResource, table: departments, hooks: departmentHooks },
  { decl: dictTypeResource, table: dictTypes },
  { decl: dictItemResource, table: dictItems, hooks: dictItemHooks },
  { decl: systemParamResource, table: systemParams, hooks: systemParamHooks },
  { decl: tenantResource, table: tenants, hooks: tenantHooks },
  { decl: whiteListResource, table: whiteListEntries, hooks: whiteListHooks },
  { decl: opLogResource, table: opLogs, hooks: opLogHooks },
  { decl: i18nEntryResource, table: i18nEntries, hooks: i18nEntryHooks },
  { decl: fileTypeResource, table: fileTypes, hooks: fileTypeHooks },
  { decl: fileResource, table: files, hooks: fileHooks },
  { decl: quartzJobResource, table: quartzJobs, hooks: quartzJobHooks },
  { decl: quartzJobLogResource, table: quartzJobLogs },
];
