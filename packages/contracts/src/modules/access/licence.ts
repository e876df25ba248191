import { z } from 'zod';
import { calendarDate } from '../../resource/derive.js';
import type { ElementDecl } from '../../permissions.js';

/**
 * The authorization file of spec section 8: a licence the vendor's access-control platform issues to one
 * community, as a small JSON text file (`.lic`). The platform signs it with HMAC-SHA256 over
 * `licenceCanonicalText` with a secret it shares with the API (DOOR_LICENCE_SECRET), so a hand-edited file is
 * refused. A community has at most one current file; a device whose model `needsAuthFile` takes credentials only
 * while its community's file is valid (validUntil not before today, China time).
 *
 * The HMAC itself is computed where node:crypto is (the API and the simulator): this package stays browser-safe.
 */
export const DOOR_LICENCE_KIND = 'cvap-door-licence';

/**
 * The development default of DOOR_LICENCE_SECRET (README configuration table), shared by the simulator and the
 * API when neither is given one. The API refuses to start with it in production mode.
 */
export const DEV_DOOR_LICENCE_SECRET = 'cvap-development-door-licence-secret';

/** At most this many characters of file text: a licence is a few hundred. */
export const LICENCE_MAX_CHARS = 4096;

const day = calendarDate();

/** The licence file's content. */
export const DoorLicenceSchema = z.strictObject({
  kind: z.literal(DOOR_LICENCE_KIND),
  residentialId: z.number().int().positive().max(2_147_483_647),
  validFrom: day,
  validUntil: day,
  issuedBy: z.string().min(1).max(100),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type DoorLicence = z.infer<typeof DoorLicenceSchema>;

/** The text the signature covers: every field but the signature, in a fixed order, one per line. */
export function licenceCanonicalText(licence: Omit<DoorLicence, 'signature'>): string {
  return [licence.kind, String(licence.residentialId), licence.validFrom, licence.validUntil, licence.issuedBy].join('\n');
}

const AUTH_FILE_MENU = 'householdManager:householdReg';
export const AUTH_FILE_ELEMENTS = {
  upload: { code: 'access:authFile:upload', menu: AUTH_FILE_MENU, zh: '上传授权文件', en: 'Upload authorization file' },
} as const satisfies Record<string, ElementDecl>;

export const AuthFileUploadSchema = z.strictObject({
  fileName: z.string().min(1).max(100),
  content: z.string().max(LICENCE_MAX_CHARS),
});
export type AuthFileUpload = z.infer<typeof AuthFileUploadSchema>;

export const AuthFileStatusSchema = z.object({
  residentialId: z.number().int(),
  residentialName: z.string(),
  status: z.enum(['valid', 'expired', 'none']),
  fileName: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string().nullable(),
});
export type AuthFileStatus = z.infer<typeof AuthFileStatusSchema>;
