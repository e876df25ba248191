import { z } from 'zod';
import type { Language } from './codes.js';

export const LoginRequestSchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    /** Optional client identifier (browser install or kiosk id) recorded with the session. */
    id: z.string().trim().max(64).optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const ChangePasswordRequestSchema = z
  .object({
    oldPassword: z.string().min(1).max(128),
    password: z.string().min(1).max(128),
    confirmPassword: z.string().min(1).max(128),
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const PreferencesSchema = z
  .object({
    language: z.enum(['zh_cn', 'en']).optional(),
  })
  .strict();
export type Preferences = z.infer<typeof PreferencesSchema>;

export type MenuType = 'section' | 'menu';
/** How the console opens an entry: its own page at `href`, or `href` in a new browser window (MENU_FUNCTION_TYPE_OPTIONS). */
export type MenuFunctionType = 'route' | 'link';

/** A navigation entry of the menu tree sent to the console (spec section 3, "Menu item"). */
export interface MenuItem {
  id: number;
  parentId: number | null;
  code: string;
  href: string | null;
  name: string;
  title: string;
  nameEn: string;
  icon: string | null;
  type: MenuType;
  functionType: MenuFunctionType;
  enabled: boolean;
  countKey: string | null;
  children: MenuItem[];
}

export interface Residential {
  id: number;
  residentialName: string;
  companyId: string;
}

export interface UserInfo {
  id: number;
  name: string;
  username: string;
  /** True when the user may act for the head office (and so for every community). */
  headOffice: boolean;
  kiosk: boolean;
  menuTrees: MenuItem[];
  elements: { code: string }[];
  communities: Residential[];
  preferences: { language: Language };
  /** Where the console reaches the local hardware helper (spec section 7, "Local helper"), e.g. http://127.0.0.1:9090. */
  hwBridgeUrl: string;
}

/** POST /api/auth/jwt/token answers with the token string itself in `data`. */
export type LoginResult = string;

export const SelectUserRequestSchema = z
  .object({
    keyword: z.string().trim().max(50).optional(),
    departmentId: z.coerce.number().int().positive().optional(),
    residentialId: z.coerce.number().int().positive().optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type SelectUserRequest = z.infer<typeof SelectUserRequestSchema>;

export interface SelectUserRow {
  id: number;
  name: string;
  username: string;
  phone: string | null;
  departmentName: string | null;
}

/** Request headers the console sends. */
export const Headers = {
  authorization: 'Authorization',
  companyId: 'CompanyId',
  businessToken: 'BusinessToken',
  language: 'Accept-Language',
} as const;
