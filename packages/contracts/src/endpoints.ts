/** API paths shared by the console and the server. */
export const Endpoints = {
  login: '/api/auth/jwt/token',
  logout: '/api/auth/jwt/logout',
  userInfo: '/api/admin/user/front/info',
  selectUser: '/api/admin/public/user/selectUser',
  changePassword: '/api/admin/user/password',
  preferences: '/api/admin/user/preferences',
  startSelfCheck: '/api/admin/task/selfCheck',
  task: (id: string) => `/api/admin/task/${encodeURIComponent(id)}`,
  health: '/api/health',
  helpPdf: '/help/help.pdf',
} as const;
