import { DOOR_LICENCE_KIND, licenceCanonicalText, type DoorLicence } from '@cvap/contracts';
import { createHmac } from 'node:crypto';

/** Who the simulated platform signs as. */
export const SIM_LICENCE_ISSUER = '门禁平台模拟器';

/** Today plus some days, as yyyy-MM-dd in China time (UTC+8). */
export function chinaDay(offsetDays = 0, now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An authorization file as the vendor's platform issues it to one community: the licence's fields and an
 * HMAC-SHA256 over contracts' canonical text with the secret the API checks it with (DOOR_LICENCE_SECRET).
 */
export function issueLicence(
  input: { residentialId: number; validFrom: string; validUntil: string; issuedBy?: string },
  secret: string,
): DoorLicence {
  const fields = {
    kind: DOOR_LICENCE_KIND,
    residentialId: input.residentialId,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    issuedBy: input.issuedBy ?? SIM_LICENCE_ISSUER,
  } as const;
  const signature = createHmac('sha256', secret).update(licenceCanonicalText(fields), 'utf8').digest('hex');
  return { ...fields, signature };
}
