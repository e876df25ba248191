/** Every browser-storage key the console uses (the brief's storage contract). */
export const StorageKeys = {
  /** Cookie holding the session token. */
  tokenCookie: 'cvap_token',
  /** localStorage: remembered account (username only, never a password). */
  rememberedUsername: 'cvap_remember_username',
  /** localStorage: chosen language. */
  language: 'cvap_language',
  /** sessionStorage: chosen community's companyId; absent = head office. */
  companyId: 'cvap_company_id',
  /** sessionStorage: '1' when the side menu is collapsed. */
  siderCollapsed: 'cvap_sider_collapsed',
  /** sessionStorage: open page tabs. */
  tabs: 'cvap_tabs',
  /** sessionStorage: background tasks of this browser session. */
  tasks: 'cvap_tasks',
  /** sessionStorage: '1' when the console was opened with ?embedded=1. */
  embedded: 'cvap_embedded',
} as const;
