import {
  envelopeSchema,
  pageResultSchema,
  TaskSchema,
  type Residential,
  type MenuItem,
  type SelectUserRow,
  type UserInfo,
} from '@cvap/contracts';
import { z } from 'zod';

// Response schemas for the OpenAPI document and response serialization (unknown fields are dropped, so a
// query that selects too much cannot leak it). Typed against the contracts' interfaces so they cannot drift.

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

export const EmptyEnvelope = envelopeSchema(z.null());
export const TokenEnvelope = envelopeSchema(z.string().describe('The session token (HS256 JWT); send it in the Authorization header.'));
export const UserInfoEnvelope = envelopeSchema(UserInfoSchema);
export const SelectUserEnvelope = envelopeSchema(pageResultSchema(SelectUserRowSchema));
export const TaskEnvelope = envelopeSchema(TaskSchema);
export const TaskStartedEnvelope = envelopeSchema(z.object({ taskId: z.string() }));
export const HealthEnvelope = envelopeSchema(
  z.object({
    db: z.literal('up'),
    /** Unhandled promise rejections since the process started (logged with their stack; lib/process-faults.ts). */
    unhandledRejections: z.number().int().nonnegative(),
  }),
);
