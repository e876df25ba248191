import type { CodeDecl } from '../../code-decl.js';

/** The system module's response codes (merged into the one catalogue, contracts `Codes`). */
export const SYSTEM_CODES = {
  OWN_ROLE: {
    status: 40909,
    http: 409,
    zh: '不能修改自己的角色或所拥有角色的权限',
    en: 'You cannot change your own roles, or the grants of a role you hold',
  },
} as const satisfies Record<string, CodeDecl>;
