export const HOME_PATH = '/dashboard/dashboard';
export const LOGIN_PATH = '/login';
export const SITE_REGISTER_PATH = '/visitorManager/siteRegister';

/** Storage keys of the console (brief, "Storage"). */
export const storageKeys = {
  tokenCookie: 'cvap_token',
  rememberedUsername: 'cvap_remember_username',
  companyId: 'cvap_company_id',
  siderCollapsed: 'cvap_sider_collapsed',
  tabs: 'cvap_tabs',
  tasks: 'cvap_tasks',
  embedded: 'cvap_embedded',
} as const;

/** The catalogue's messages the suite looks for (packages/contracts/src/codes.ts), by language. */
export const messages = {
  loginFailed: { zh: '用户名或密码错误', en: 'Incorrect username or password' },
  accountNotUsable: { zh: '账号已冻结、停用或过期，无法登录', en: 'This account is frozen, disabled or expired and cannot log in' },
  tokenInvalid: { zh: '登录异常，请重新登录', en: 'Login exception, please log in again' },
  passwordChanged: { zh: '当前密码已修改，请重新登录', en: 'The current password has been changed, please log in again' },
  sessionRevoked: { zh: '会话已失效，请重新登录', en: 'This session has ended, please log in again' },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords entered do not match' },
} as const;
