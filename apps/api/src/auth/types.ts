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
  /**
   * The route's element grant, read in the same statement as the session for this request only (never cached):
   * the permission hook uses it instead of a second query.
   */
  grant?: { element: string | readonly string[]; granted: boolean };
  /**
   * The community the request's CompanyId header names, read in the same statement as the session for this
   * request only: its id and tenant, and whether the user is linked to it (null: no such community).
   */
  community?: { companyId: string; found: { id: number; tenantId: number; linked: boolean } | null };
}

/** For whom a request acts: the whole tenant (head office) or one community. Passed explicitly to queries. */
export type ActingScope =
  { kind: 'headOffice'; tenantId: number } | { kind: 'residential'; tenantId: number; residentialId: number; companyId: string };

export type RevokeReason = 'logout' | 'password' | 'disabled' | 'admin';
