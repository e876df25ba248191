import { VisitorEndpoints, type SiteRegisterRequest, type SiteRegisterResult } from '@cvap/contracts';
import { RequestError } from '../../../request/client.js';
import { callEndpoint, type CallOptions } from '../../../request/endpoint.js';
import { BizType, uploadFiles } from '../../../request/transfer.js';
import { base64ToBytes } from './offline/crypto.js';
import type { SendOutcome } from './offline/queue.js';

/**
 * The kiosk's calls. Each is made `caught`: the page itself says what went wrong, and a call that did not reach
 * the API (network down, time-out, a proxy's error page) is told apart from the API's refusal, because the
 * first means "keep it on the device", the second "tell the visitor". A visitor waits at the gate: a call gives
 * up after 15 s (not the console's 80 s) and the registration is kept instead.
 */
export const kioskCall = { caught: true, timeout: 15_000 } as const satisfies CallOptions;

export function isUnreachable(error: unknown): boolean {
  return error instanceof RequestError && error.outcome.kind === 'http';
}

export const kioskApi = {
  key: () => callEndpoint(VisitorEndpoints.kioskKey, {}, kioskCall),
  register: (body: SiteRegisterRequest) => callEndpoint(VisitorEndpoints.siteRegister, { body }, kioskCall),
};

/** A registration as the kiosk keeps it until sent: the request without the stored photos, and the JPEGs. */
export interface PendingRegistration {
  request: Omit<SiteRegisterRequest, 'catchImage' | 'idImage'>;
  /** The visitor's photo (GetImage), JPEG as base64. */
  catchImage: string;
  /** The ID card's chip portrait, JPEG as base64. */
  idImage?: string;
}

async function uploadJpeg(base64: string, name: string): Promise<string> {
  const file = new File([base64ToBytes(base64)], name, { type: 'image/jpeg' });
  const [path] = await uploadFiles([file], BizType.default, { quiet: true, timeout: kioskCall.timeout });
  if (!path) throw new Error('the upload answered no stored path');
  return path;
}

/** Uploads the photos, then registers: the result, or the RequestError of the step that failed. */
export async function sendRegistration(pending: PendingRegistration): Promise<SiteRegisterResult> {
  const catchImage = await uploadJpeg(pending.catchImage, 'visitor.jpg');
  const idImage = pending.idImage ? await uploadJpeg(pending.idImage, 'id-portrait.jpg') : undefined;
  return kioskApi.register({ ...pending.request, catchImage, ...(idImage ? { idImage } : {}) });
}

/** Sending a kept registration: sent, refused by the API for good, or the API is still out of reach. */
export async function sendKept(pending: PendingRegistration): Promise<SendOutcome> {
  try {
    await sendRegistration(pending);
    return { kind: 'sent' };
  } catch (error) {
    // Only the API's own refusal drops it; a network failure, a session that ended or a bug keeps it for later.
    if (error instanceof RequestError && error.outcome.kind === 'business') return { kind: 'refused', message: error.message };
    return { kind: 'unreachable' };
  }
}
