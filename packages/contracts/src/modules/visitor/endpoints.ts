import { z } from 'zod';
import { endpoint, IdParams } from '../../endpoint-decl.js';
import { Access } from '../../permissions.js';
import { isValidIdCard, MOBILE_PATTERN } from '../../validation.js';
import { GUEST_TYPE_OPTIONS, VISIT_COMPANIONS_MAX, VISIT_WAYS } from './options.js';
import { VISIT_ACTIONS, VISIT_TRANSITIONS, type VisitAction } from './workflow.js';

const BASE = '/api/property/visitor';

const id = z.number().int().positive().max(2_147_483_647);
const trimmed = (max: number) => z.string().trim().min(1).max(max);
const mobile = z.string().trim().regex(MOBILE_PATTERN, { message: 'mobile' });
const idNumber = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isValidIdCard(v), { message: 'idCard' });
/** A stored upload's path (POST /api/fdfs/file/uploadFiles); the server checks it is a JPG it holds. */
const photoPath = z.string().trim().min(1).max(300);
/** A 10-digit decimal card number (spec section 7, ReadCardInfo converted). */
export const ACCESS_CARD_PATTERN = /^\d{10}$/;
const accessCard = z.string().trim().regex(ACCESS_CARD_PATTERN, { message: 'accessCard' });
const isoTime = z.string().datetime({ offset: true });

export const VisitCompanionSchema = z.strictObject({
  name: trimmed(50),
  idNumber: idNumber.optional(),
  phone: mobile.optional(),
});
export type VisitCompanionInput = z.infer<typeof VisitCompanionSchema>;

/** How the kiosk lets the visitor through: a card read there, a QR pass, or neither (the guard lets them in). */
export const KIOSK_PASS_METHODS = ['card', 'qr', 'none'] as const;
export type KioskPassMethod = (typeof KIOSK_PASS_METHODS)[number];

/**
 * POST /api/property/visitor/siteRegister. `companions` are the people besides the guest (an empty list is one
 * visitor: the guest). At a campus the visitor names a company (`companyId`): a host picked from kioskHosts sends
 * `personId` (name and mobile then come from the server); typed by hand, `personName` and `personMobile` are
 * required. At a residential gate the visitor names a house instead (`apartmentId`, from kioskHouseholds): its
 * resident hosts. Exactly one of the two.
 */
export const SiteRegisterRequestSchema = z
  .strictObject({
    clientRequestId: z.string().uuid(),
    /** Blank: refused with 40984 ("at least one visitor"). */
    guestName: z.string().trim().max(50),
    idNumber: idNumber.optional(),
    visitPhone: mobile,
    visitGender: z.union([z.literal(1), z.literal(2)]).optional(),
    guestType: z.enum(GUEST_TYPE_OPTIONS.map((o) => String(o.value)) as [string, ...string[]]),
    visitCompanyName: z.string().trim().max(100).optional(),
    companyId: id.optional(),
    apartmentId: id.optional(),
    personId: id.optional(),
    personName: trimmed(50).optional(),
    personMobile: mobile.optional(),
    temperature: z.number().min(30).max(45).optional(),
    licensePlateNumber: z.string().trim().max(10).optional(),
    /** Blank: refused with 40983 ("captured image is required"); not a JPG: 40982. */
    catchImage: z.string().trim().max(300),
    idImage: photoPath.optional(),
    companions: z.array(VisitCompanionSchema).max(VISIT_COMPANIONS_MAX),
    passMethod: z.enum(KIOSK_PASS_METHODS),
    accessCard: accessCard.optional(),
    visitWay: z.enum(VISIT_WAYS),
    registeredAt: isoTime.optional(),
  })
  .refine((body) => (body.companyId === undefined) !== (body.apartmentId === undefined), { path: ['companyId'], message: 'required' })
  .refine((body) => body.apartmentId !== undefined || body.personId !== undefined || body.personName !== undefined, {
    path: ['personName'],
    message: 'required',
  })
  .refine((body) => body.apartmentId !== undefined || body.personId !== undefined || body.personMobile !== undefined, {
    path: ['personMobile'],
    message: 'required',
  })
  .refine((body) => body.passMethod !== 'card' || body.accessCard !== undefined, { path: ['accessCard'], message: 'required' });
export type SiteRegisterRequest = z.infer<typeof SiteRegisterRequestSchema>;

export const SiteRegisterResultSchema = z.object({
  id: z.number().int(),
  appointmentNumber: z.string(),
  /** As stored: card | qr | manual (the kiosk's `none`). */
  passMethod: z.enum(['card', 'qr', 'manual']),
  /** The QR pass's token (encode it as the QR image), with its end. */
  qrCode: z.string().optional(),
  qrValidUntil: z.string().optional(),
  /** `escort`: accepted, but the visitor must be escorted (the kiosk says so). */
  watchlist: z.enum(['escort']).nullable(),
  /** A repeated clientRequestId: the visit registered the first time. */
  duplicate: z.boolean(),
});
export type SiteRegisterResult = z.infer<typeof SiteRegisterResultSchema>;

export const KioskKeySchema = z.object({ key: z.string(), algorithm: z.literal('AES-GCM'), createdAt: z.string() });
export type KioskKey = z.infer<typeof KioskKeySchema>;

export const KioskCompanySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  floorName: z.string().nullable(),
});
export type KioskCompany = z.infer<typeof KioskCompanySchema>;

export const KioskHostsQuerySchema = z.strictObject({ companyId: z.coerce.number().int().positive().max(2_147_483_647) });
export const KioskHostSchema = z.object({
  personId: z.number().int(),
  name: z.string(),
  /** Masked for the public screen (138****1234); the server uses the stored number. */
  mobileMasked: z.string(),
});
export type KioskHost = z.infer<typeof KioskHostSchema>;

/** A house of a residential community as the kiosk lists it: where it is, and its host's name masked (张**). */
export const KioskHouseholdSchema = z.object({
  apartmentId: z.number().int(),
  buildingName: z.string(),
  floorName: z.string().nullable(),
  roomNo: z.string(),
  hostMasked: z.string(),
});
export type KioskHousehold = z.infer<typeof KioskHouseholdSchema>;

/** The pass issued when an approved appointment arrives at the guard desk. */
export const VisitArriveBodySchema = z.strictObject({
  passMethod: z.enum(KIOSK_PASS_METHODS).default('none'),
  accessCard: accessCard.optional(),
  temperature: z.number().min(30).max(45).optional(),
  catchImage: photoPath.optional(),
});
export type VisitArriveBody = z.input<typeof VisitArriveBodySchema>;

export const VisitReasonBodySchema = z.strictObject({ reason: z.string().trim().max(200).optional() });
export const VisitRejectBodySchema = z.strictObject({ reason: trimmed(200) });
/** Sign-out: now, or the time the guard saw the visitor leave (never before the arrival). */
export const VisitSignOutBodySchema = z.strictObject({ leaveTime: isoTime.optional() });

export const VisitTransitionResultSchema = z.object({
  id: z.number().int(),
  appointmentStatus: z.string(),
  actions: z.array(z.enum(VISIT_ACTIONS)),
});
export type VisitTransitionResult = z.infer<typeof VisitTransitionResultSchema>;

const tag = 'visitor';
/** The kiosk's endpoints: any logged-in user of the acting community, or that community's kiosk account. */
const KIOSK = { access: Access.AUTHENTICATED, kiosk: true } as const;

/**
 * A step of a visit's machine (workflow.ts) on one visit: POST {BASE}/{id}/{action}, its body optional (an empty
 * one is the step with nothing more to say).
 */
function visitStepEndpoint<B extends z.ZodType>(action: VisitAction, body: B, errors: readonly string[] = []) {
  const transition = VISIT_TRANSITIONS[action];
  return endpoint({
    id: `visitor.${action}`,
    method: 'POST',
    path: transition.path,
    tag,
    summary: `Visit step: ${action}`,
    access: transition.element.code,
    opLog: { resource: 'visitor', action },
    params: IdParams,
    body: body.optional(),
    answer: VisitTransitionResultSchema,
    errors: ['VISIT_ACTION_NOT_ALLOWED', ...errors],
  });
}

/** Visitor endpoints beside the engine's: the kiosk's registration, key and directory, and the steps of a visit. */
export const VisitorEndpoints = {
  siteRegister: endpoint({
    id: 'visitor.siteRegister',
    method: 'POST',
    path: `${BASE}/siteRegister`,
    tag,
    summary: 'Register a visitor on site (kiosk or guard); a repeated clientRequestId answers the first registration',
    ...KIOSK,
    opLog: { resource: 'visitor', action: 'siteRegister' },
    body: SiteRegisterRequestSchema,
    answer: SiteRegisterResultSchema,
    errors: [
      'VISIT_NO_VISITOR',
      'VISIT_PHOTO_REQUIRED',
      'VISIT_PHOTO_NOT_JPG',
      'REPAIR_PHOTO_UNKNOWN',
      'VISIT_HOST_NOT_IN_COMMUNITY',
      'VISIT_PLACE_REQUIRED',
      'VISITOR_BARRED',
      'CARD_NO_TAKEN',
      'CONFLICT',
    ],
  }),
  /** The caller's offline-encryption key (made on the first call). */
  kioskKey: endpoint({
    id: 'visitor.kioskKey',
    method: 'GET',
    path: `${BASE}/kioskKey`,
    tag,
    summary: 'The key the kiosk encrypts registrations kept offline with (256 bits, base64; made on the first call)',
    ...KIOSK,
    answer: KioskKeySchema,
  }),
  kioskCompanies: endpoint({
    id: 'visitor.kioskCompanies',
    method: 'GET',
    path: `${BASE}/kioskCompanies`,
    tag,
    summary: 'The companies of the acting community (the kiosk’s directory)',
    ...KIOSK,
    answer: z.array(KioskCompanySchema),
  }),
  kioskHosts: endpoint({
    id: 'visitor.kioskHosts',
    method: 'GET',
    path: `${BASE}/kioskHosts`,
    tag,
    summary: 'The employees of a company of the acting community (hosts), mobiles masked',
    ...KIOSK,
    query: KioskHostsQuerySchema,
    answer: z.array(KioskHostSchema),
    errors: ['VISIT_HOST_NOT_IN_COMMUNITY'],
  }),
  /** The houses of the acting community with a resident to host (a residential gate). */
  kioskHouseholds: endpoint({
    id: 'visitor.kioskHouseholds',
    method: 'GET',
    path: `${BASE}/kioskHouseholds`,
    tag,
    summary: 'The houses of the acting community with a resident to host (a residential gate’s directory), names masked',
    ...KIOSK,
    answer: z.array(KioskHouseholdSchema),
  }),
  /** The steps of a visit's machine, by action (approve, reject, cancel, arrive, signOut). */
  steps: {
    approve: visitStepEndpoint('approve', VisitReasonBodySchema),
    reject: visitStepEndpoint('reject', VisitRejectBodySchema),
    cancel: visitStepEndpoint('cancel', VisitReasonBodySchema),
    arrive: visitStepEndpoint('arrive', VisitArriveBodySchema, [
      'VISITOR_BARRED',
      'VISIT_PHOTO_NOT_JPG',
      'REPAIR_PHOTO_UNKNOWN',
      'CARD_NO_TAKEN',
    ]),
    signOut: visitStepEndpoint('signOut', VisitSignOutBodySchema, ['VISIT_LEAVE_BEFORE_ARRIVAL']),
  } satisfies Record<VisitAction, unknown>,
};
