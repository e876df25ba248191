import { z } from 'zod';
import type { ElementDecl } from '../../permissions.js';

/**
 * Authorising people to doors (issue 14): a person's credentials pushed to every device of their access level as
 * one background task of type `batchDevice` (spec section 4); each (person, device) write has a result, and an
 * authorisation with failures is listed under /householdManager/authException, its per-device detail under
 * authException2?taskId=, each with retry.
 */
export const AUTH_TASK_TYPE = 'batchDevice';

const AUTH_MENU = 'householdManager:householdReg';
export const AUTH_ELEMENTS = {
  view: { code: 'access:auth:view', menu: AUTH_MENU, zh: '查看授权异常', en: 'View authorization exceptions' },
  authorise: { code: 'access:auth:authorise', menu: AUTH_MENU, zh: '下发门禁授权', en: 'Authorize people to doors' },
  retry: { code: 'access:auth:retry', menu: AUTH_MENU, zh: '重新授权', en: 'Retry authorization' },
} as const satisfies Record<string, ElementDecl>;

const id = z.number().int().positive().max(2_147_483_647);

export const AuthoriseRequestSchema = z.strictObject({
  subject: z.enum(['person', 'staff']),
  ids: z.array(id).min(1).max(5000),
});
export type AuthoriseRequest = z.infer<typeof AuthoriseRequestSchema>;

export const AuthExceptionQuerySchema = z.strictObject({
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

export const AuthExceptionSchema = z.object({
  taskId: z.string(),
  title: z.string(),
  subjects: z.string(),
  devices: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  status: z.enum(['running', 'finished', 'failed']),
  operator: z.string().nullable(),
  createdAt: z.string(),
});
export type AuthException = z.infer<typeof AuthExceptionSchema>;

export const AuthDetailQuerySchema = z.strictObject({ taskId: z.uuid() });
export const AuthResultSchema = z.object({
  id: z.number().int(),
  subjectName: z.string(),
  credential: z.string(),
  deviceName: z.string(),
  deviceCode: z.string(),
  result: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  reason: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const AuthRetryRequestSchema = z.strictObject({ taskId: z.uuid(), resultIds: z.array(id).max(5000).optional() });
