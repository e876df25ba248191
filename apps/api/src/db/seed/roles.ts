import { DOOR_ELEMENTS, Elements, EQUIPMENT_ELEMENTS, flattenMenus, REPAIR_WORKER_ELEMENTS, VISITOR_STAFF_ELEMENTS } from '@cvap/contracts';
import type { Orm } from '../client.js';
import { roles } from '../schema/index.js';
import { catalogueElements, grantRole, screenCodesUnder, SUPERUSER_ROLE } from './catalogue.js';

// Equipment (issue 24), one block to move into the module's manifest: the community manager has the whole section;
// the repair worker sees and fills in maintenance records and reports failures.
const EQUIPMENT_GRANTS = {
  managerSections: ['equipmentManager'],
  workerMenus: ['equipmentManager:maintainRecord', 'equipmentManager:equipmentFailure'],
  workerElements: [
    'property:maintainRecord:view',
    EQUIPMENT_ELEMENTS.fillRecord.code,
    'property:equipmentFailure:view',
    'property:equipmentFailure:add',
  ],
} as const;

interface RoleDecl {
  code: string;
  zh: string;
  en: string;
  description: string;
  /** Menu or section codes; a section grants every screen under it. '*' grants everything. */
  menus: readonly string[] | '*';
  elements: readonly string[] | '*';
}

/** Every catalogue element of the screens under these sections or menus. */
function elementsOfScreens(codes: readonly string[]): string[] {
  const screens = new Set(screenCodesUnder(codes));
  return catalogueElements()
    .filter((e) => screens.has(e.menu))
    .map((e) => e.code)
    .filter((code) => !code.startsWith('door:residential:') || code === 'door:residential:view');
}

/** The roles every installation starts with. Administrators edit them afterwards. */
export const BASE_ROLES: readonly RoleDecl[] = [
  { code: SUPERUSER_ROLE, zh: '系统管理员', en: 'System administrator', description: '全部菜单与操作权限', menus: '*', elements: '*' },
  {
    code: 'communityManager',
    zh: '社区经理',
    en: 'Community manager',
    description: '负责一个社区的房屋、住户、访客、公告与报修',
    menus: [
      'dashboard',
      'houseManager',
      'householdManager',
      'visitorManager',
      'noticeManager',
      'repairManager',
      ...EQUIPMENT_GRANTS.managerSections,
    ],
    elements: [
      Elements.repairCountView.code,
      ...elementsOfScreens([
        'houseManager',
        'householdManager',
        'visitorManager',
        'noticeManager',
        'repairManager',
        ...EQUIPMENT_GRANTS.managerSections,
      ]),
    ],
  },
  {
    code: 'repairWorker',
    zh: '维修工',
    en: 'Repair worker',
    description: '处理报修工单',
    // The worker side only: what they reported or must do, and the order search; dispatch, follow-up, checks and
    // analysis are not theirs.
    menus: [
      'dashboard',
      'repairManager:myRepair',
      'repairManager:repairProcess',
      'repairManager:repairQuery',
      ...EQUIPMENT_GRANTS.workerMenus,
    ],
    // The people directory: the repair screens' picker of reporters and contacts.
    elements: [Elements.repairCountView.code, DOOR_ELEMENTS.directory.code, ...REPAIR_WORKER_ELEMENTS, ...EQUIPMENT_GRANTS.workerElements],
  },
  { code: 'kiosk', zh: '访客机', en: 'Visitor kiosk', description: '仅现场登记', menus: ['visitorManager:siteRegister'], elements: [] },
  {
    code: 'sysOperator',
    zh: '系统运维',
    en: 'System operator',
    description: '总部系统管理与运维',
    menus: ['dashboard', 'systemManager'],
    elements: [
      Elements.healthCheck.code,
      ...catalogueElements()
        .filter((e) => e.menu.startsWith('systemManager:'))
        .map((e) => e.code),
    ],
  },
  {
    code: 'staff',
    zh: '物业员工',
    en: 'Property staff',
    description: '查看首页与访客信息',
    menus: ['dashboard', 'visitorManager:visitorMng', 'visitorManager:visitorRecord'],
    // The people directory: the visitor screens' picker of the person visited.
    // Hosts make appointments for their visitors and see the visits; approving, the watchlist and signing out are
    // the community manager's.
    elements: [DOOR_ELEMENTS.directory.code, ...VISITOR_STAFF_ELEMENTS],
  },
];

/** Creates the base roles with their grants; returns role ids by code. */
export async function seedRoles(orm: Orm, tenantId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const allScreens = flattenMenus()
    .filter(({ decl }) => decl.path)
    .map(({ decl }) => decl.code);
  for (const decl of BASE_ROLES) {
    const [row] = await orm
      .insert(roles)
      .values({ tenantId, code: decl.code, name: decl.zh, nameEn: decl.en, description: decl.description })
      .returning({ id: roles.id });
    ids.set(decl.code, row!.id);
    await grantRole(orm, row!.id, {
      screens: decl.menus === '*' ? allScreens : screenCodesUnder(decl.menus),
      elements: decl.elements === '*' ? catalogueElements().map((e) => e.code) : [...decl.elements],
    });
  }
  return ids;
}
