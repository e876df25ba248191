import { Elements } from '@cvap/contracts';
import { catalogueElements, type BaseRoleDecl, type ModuleGrants } from '../../engine/index.js';

/** The base role this module brings (db/seed/roles.ts). */
export const SYSTEM_ROLES: readonly BaseRoleDecl[] = [
  { code: 'sysOperator', zh: '系统运维', en: 'System operator', description: '总部系统管理与运维' },
];

/** The head office's system operator: the system section, and the self-check on the home page. */
export const SYSTEM_GRANTS: ModuleGrants = {
  sysOperator: {
    menus: ['systemManager'],
    elements: [
      Elements.healthCheck.code,
      ...catalogueElements()
        .filter((e) => e.menu.startsWith('systemManager:'))
        .map((e) => e.code),
    ],
  },
};
