import type { Language } from '@cvap/contracts';

export interface AuthUser {
  id: number;
  tenantId: number;
  username: string;
  name: string;
  headOffice: boolean;
  kiosk: boolean;
  language: Language;
}

export interface AuthContext {
  user: AuthUser;
  /** The token's jti: the sessions row. */
  sessionId: string;
}

/** For whom a request acts: the whole tenant (head office) or one community. Passed explicitly to queries. */
export type ActingScope =
  | { kind: 'headOffice'; tenantId: number }
  | { kind: 'community'; tenantId: number; residentialId: number; companyId: string };

export type RevokeReason = 'logout' | 'password' | 'disabled' | 'admin';
