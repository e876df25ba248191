import { licenceCanonicalText, type DoorLicence } from '@cvap/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The authorization file's signature (HMAC-SHA256 over contracts' `licenceCanonicalText`, hex), as the
 * access-control platform computes it. Here for the API's check and the demo seed; the simulator signs with the
 * same text and secret.
 */
export function licenceSignature(licence: Omit<DoorLicence, 'signature'>, secret: string): string {
  return createHmac('sha256', secret).update(licenceCanonicalText(licence), 'utf8').digest('hex');
}

/** Whether the file's signature is the platform's (compared in constant time). */
export function licenceSignatureValid(licence: DoorLicence, secret: string): boolean {
  const expected = Buffer.from(licenceSignature(licence, secret), 'hex');
  const given = Buffer.from(licence.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A signed licence file's text, as the platform issues it. */
export function signedLicenceText(licence: Omit<DoorLicence, 'signature'>, secret: string): string {
  return `${JSON.stringify({ ...licence, signature: licenceSignature(licence, secret) }, null, 2)}\n`;
}

/** Today in China (UTC+8), as yyyy-MM-dd: a licence valid until today still holds. */
export function chinaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
