import { z } from 'zod';
import { endpoint } from './endpoint-decl.js';
import { pageResultSchema } from './envelope.js';
import { Access, Elements } from './permissions.js';
import {
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  PreferencesSchema,
  SelectUserRequestSchema,
  type MenuItem,
  type Residential,
  type SelectUserRow,
  type UserInfo,
} from './session.js';
import { TaskSchema } from './tasks.js';

// The answers below are typed against the session's interfaces, so a schema and the type cannot drift; answers
// are serialised through them (unknown fields are dropped, so a query that selects too much cannot leak it).

export const MenuItemSchema: z.ZodType<MenuItem> = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    code: z.string(),
    href: z.string().nullable(),
    name: z.string(),
    title: z.string(),
    nameEn: z.string(),
    icon: z.string().nullable(),
    type: z.enum(['section', 'menu']),
    functionType: z.enum(['route', 'link']).describe('route: the console page at href; link: href (http/https) opened in a new window'),
    enabled: z.boolean(),
    countKey: z.string().nullable(),
    get children() {
      return z.array(MenuItemSchema);
    },
  })
  .meta({ id: 'MenuItem' });

export const ResidentialSchema: z.ZodType<Residential> = z.object({
  id: z.number().int(),
  residentialName: z.string(),
  companyId: z.string(),
});

export const UserInfoSchema: z.ZodType<UserInfo> = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  headOffice: z.boolean(),
  kiosk: z.boolean(),
  menuTrees: z.array(MenuItemSchema),
  elements: z.array(z.object({ code: z.string() })),
  communities: z.array(ResidentialSchema),
  preferences: z.object({ language: z.enum(['zh_cn', 'en']) }),
  hwBridgeUrl: z.string().describe('Where the console reaches the local hardware helper (HW_BRIDGE_URL)'),
});

export const SelectUserRowSchema: z.ZodType<SelectUserRow> = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  departmentName: z.string().nullable(),
});

const MAX_PICKER_PAGE = 100;
const INT4_MAX = 2_147_483_647;

/** The picker's request with the page size clamped (not refused) and ids kept within the column type. */
const PickerQuery = SelectUserRequestSchema.extend({
  departmentId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  residentialId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((n) => Math.min(n, MAX_PICKER_PAGE)),
}).strict();

/** What every signed-in user may do about their own session and account: kiosk accounts too, before a community is chosen. */
const own = { access: Access.AUTHENTICATED, kiosk: true, community: 'optional' } as const;

/**
 * The platform's endpoints (session, own account, tasks, health, files, backup) beside the modules' own. Kept
 * hand-registered, outside these declarations: the multipart upload (`/api/fdfs/file/uploadFiles`) and the task
 * WebSocket (`TASK_WS_PATH`), which are not one JSON request and answer.
 */
export const PlatformEndpoints = {
  login: endpoint({
    id: 'session.login',
    method: 'POST',
    path: '/api/auth/jwt/token',
    tag: 'session',
    summary: 'Log in; data is the token',
    access: Access.PUBLIC,
    kiosk: true,
    body: LoginRequestSchema,
    answer: z.string().describe('The session token (HS256 JWT); send it in the Authorization header.'),
    opLog: { resource: 'session', action: 'login' },
  }),
  logout: endpoint({
    id: 'session.logout',
    method: 'POST',
    path: '/api/auth/jwt/logout',
    tag: 'session',
    summary: 'Log out: revokes this session',
    ...own,
    answer: z.null(),
    opLog: { resource: 'session', action: 'logout' },
  }),
  userInfo: endpoint({
    id: 'session.userInfo',
    method: 'GET',
    path: '/api/admin/user/front/info',
    tag: 'session',
    summary: 'The user, menu tree, elements, communities and preferences',
    ...own,
    answer: UserInfoSchema,
  }),
  changePassword: endpoint({
    id: 'session.changePassword',
    method: 'PUT',
    path: '/api/admin/user/password',
    tag: 'session',
    summary: 'Change the own password; revokes every session of the user',
    ...own,
    body: ChangePasswordRequestSchema,
    answer: z.null(),
    opLog: { resource: 'user', action: 'changePassword' },
  }),
  preferences: endpoint({
    id: 'session.preferences',
    method: 'PUT',
    path: '/api/admin/user/preferences',
    tag: 'session',
    summary: 'Save the own preferences',
    ...own,
    body: PreferencesSchema,
    answer: z.null(),
    opLog: { resource: 'user', action: 'preferences' },
  }),
  selectUser: endpoint({
    id: 'users.select',
    method: 'POST',
    path: '/api/admin/public/user/selectUser',
    tag: 'users',
    summary: 'User picker, scoped to the acting community (head office: the tenant)',
    access: Access.AUTHENTICATED,
    body: PickerQuery,
    answer: pageResultSchema(SelectUserRowSchema),
  }),
  startSelfCheck: endpoint({
    id: 'tasks.startSelfCheck',
    method: 'POST',
    path: '/api/admin/task/selfCheck',
    tag: 'tasks',
    summary: 'Start the system self-check; progress is pushed on the task WebSocket',
    access: Elements.healthCheck.code,
    community: 'optional',
    answer: z.object({ taskId: z.string() }),
    opLog: { resource: 'task', action: 'selfCheck' },
  }),
  task: endpoint({
    id: 'tasks.detail',
    method: 'GET',
    path: '/api/admin/task/{id}',
    tag: 'tasks',
    summary: "One of the user's own tasks (404 for anyone else's)",
    access: Access.AUTHENTICATED,
    community: 'optional',
    params: z.strictObject({ id: z.uuid() }),
    answer: TaskSchema,
  }),
  health: endpoint({
    id: 'system.health',
    method: 'GET',
    path: '/api/health',
    tag: 'system',
    summary:
      'Liveness with a database round trip (50301 when the database is down); the count of unhandled promise rejections since start (0 unless a bug)',
    access: Access.PUBLIC,
    kiosk: true,
    answer: z.object({
      db: z.literal('up'),
      /** Unhandled promise rejections since the process started (logged with their stack; lib/process-faults.ts). */
      unhandledRejections: z.number().int().nonnegative(),
    }),
  }),
  download: endpoint({
    id: 'files.download',
    method: 'GET',
    path: '/api/door/public/download',
    tag: 'files',
    summary: 'Download a stored file as an attachment (templates public; others need the Authorization header)',
    access: Access.PUBLIC,
    kiosk: true,
    query: z.strictObject({ filePath: z.string().min(1).max(300) }),
    answer: z.void(),
    file: true,
  }),
  backup: endpoint({
    id: 'system.backup',
    method: 'POST',
    path: '/api/system/backup',
    tag: 'system',
    summary: 'The backup archive of an API on PGlite, for `pnpm backup` on this machine (decision 0042)',
    access: Access.PUBLIC,
    answer: z.void(),
    file: true,
    hidden: true,
  }),
} as const;
