import { type OpenRecordReport, type VerifyMethod } from '@cvap/contracts';
// The hw-bridge emulator's camera frame: a face reader's picture of the person at the door.
import { cameraFrameJpeg } from '@cvap/hw-bridge/dist/emulator/placeholder-images.js';
import type { SimDevice } from './fleet.js';

export interface OpenRecordInput {
  method: VerifyMethod;
  direction?: 1 | 2;
  /** Card number, QR payload or face id the person presents; matched against the device's credentials. */
  value?: string;
  personName?: string;
  personId?: string;
}

const CREDENTIAL_KIND: Partial<Record<VerifyMethod, 'card' | 'face' | 'qr'>> = { card: 'card', face: 'face', qr: 'qr' };

/**
 * What the device makes of a person at the door: with a card, face or QR the door opens only when the device
 * holds that credential (and it is valid now); password, ID card and Bluetooth are checked by the device
 * itself and open when the device supports the method.
 */
export function openRecordAt(device: SimDevice, input: OpenRecordInput, now = new Date()): OpenRecordReport {
  const supported = device.spec.verifyMethods.includes(input.method);
  const kind = CREDENTIAL_KIND[input.method];
  const credential = kind && input.value ? device.credentials.get(`${kind}:${input.value}`) : undefined;
  const valid =
    credential !== undefined &&
    (!credential.validFrom || Date.parse(credential.validFrom) <= now.getTime()) &&
    (!credential.validTo || Date.parse(credential.validTo) >= now.getTime());
  const opened = supported && (kind ? valid : true);
  const personName = credential?.personName ?? input.personName ?? '';
  const personId = credential?.personId ?? input.personId;
  return {
    deviceId: device.spec.id,
    method: input.method,
    direction: input.direction ?? 1,
    opened,
    personName: personName || (input.method === 'card' ? '未登记卡' : '访客'),
    ...(personId ? { personId } : {}),
    ...(input.method === 'card' && input.value ? { cardNo: input.value } : {}),
    ...(input.method === 'face' ? { captureJpeg: cameraFrameJpeg().toString('base64') } : {}),
    at: now.toISOString(),
  };
}
