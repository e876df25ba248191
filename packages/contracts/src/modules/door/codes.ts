import type { CodeDecl } from '../../code-decl.js';

/** The door module's response codes (merged into the one catalogue, contracts `Codes`). */
export const DOOR_CODES = {
  AREA_PARENT_NOT_GROUP: { status: 40905, http: 422, zh: '上级只能是机构/区域', en: 'The parent must be an institution or region' },
  FLOORS_ONLY_ON_BUILDINGS: { status: 40906, http: 422, zh: '只有楼栋可以设置楼层', en: 'Only a building can have floors' },
} as const satisfies Record<string, CodeDecl>;
