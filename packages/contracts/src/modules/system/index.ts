import type { ContractModule } from '../contract-module.js';
import { departmentResource } from './department.js';
import { dictItemResource, dictTypeResource } from './dict.js';
import { elementResource } from './element.js';
import { SYSTEM_ELEMENTS } from './endpoints.js';
import { fileTypeResource } from './file-type.js';
import { fileResource } from './file.js';
import { i18nEntryResource } from './i18n-entry.js';
import { menuResource } from './menu.js';
import { opLogResource } from './op-log.js';
import { quartzJobLogResource } from './quartz-job-log.js';
import { quartzJobResource } from './quartz-job.js';
import { roleResource } from './role.js';
import { systemParamResource } from './system-param.js';
import { tenantResource } from './tenant.js';
import { USER_ELEMENTS, userResource } from './user.js';
import { whiteListResource } from './white-list.js';
import { SYSTEM_CODES } from './codes.js';
import { SYSTEM_MENUS } from './menus.js';
import { OP_VERBS } from '../op-log-vocabulary.js';

export * from './options.js';
export * from './endpoints.js';
export * from './file-type.js';
export * from './file.js';
export * from './quartz-job.js';
export * from './quartz-job-log.js';
export { USER_ELEMENTS } from './user.js';
export {
  dictItemResource,
  dictTypeResource,
  departmentResource,
  elementResource,
  i18nEntryResource,
  menuResource,
  opLogResource,
  roleResource,
  systemParamResource,
  tenantResource,
  userResource,
  whiteListResource,
};

/** System administration (/systemManager): users, roles, menus, dictionaries, parameters, files, jobs, logs. */
export const systemContract = {
  name: 'system',
  resources: [
    menuResource,
    elementResource,
    roleResource,
    userResource,
    departmentResource,
    dictTypeResource,
    dictItemResource,
    systemParamResource,
    tenantResource,
    whiteListResource,
    opLogResource,
    i18nEntryResource,
    fileTypeResource,
    fileResource,
    quartzJobResource,
    quartzJobLogResource,
  ],
  elements: [...Object.values(USER_ELEMENTS), ...Object.values(SYSTEM_ELEMENTS)],
  codes: SYSTEM_CODES,
  menus: SYSTEM_MENUS,
  opLog: {
    actions: [
      { value: 'resetPassword', zh: '重置密码', en: 'Reset password' },
      OP_VERBS.freeze,
      { value: 'grant', zh: '分配权限', en: 'Edit grants' },
      { value: 'menuBatch', zh: '批量授权', en: 'Grant in batch' },
      OP_VERBS.run,
      OP_VERBS.pause,
      OP_VERBS.resume,
    ],
  },
} satisfies ContractModule;
