import type { KioskPassMethod, VisitWay } from '@cvap/contracts';
import type { PendingRegistration } from './kiosk-api.js';

/** The kiosk form's values as antd's Form holds them. */
export interface KioskFormValues {
  guestName?: string;
  idNumber?: string;
  visitGender?: 1 | 2;
  visitPhone?: string;
  guestType?: string;
  visitCompanyName?: string;
  companyId?: number;
  /** A residential gate: the house visited (its resident hosts) instead of a company and host. */
  apartmentId?: number;
  personId?: number;
  personName?: string;
  personMobile?: string;
  visitWay?: VisitWay;
  temperature?: number | null;
  licensePlateNumber?: string;
  companions?: { name?: string; idNumber?: string; phone?: string }[];
  passMethod?: KioskPassMethod;
  accessCard?: string;
}

/** A temperature at or above this is flagged to the guard (the usual fever screening line). */
export const FEVER_FROM = 37.3;

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** A v4 UUID, also where crypto.randomUUID is missing (a page not served over HTTPS or localhost). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The registration to send, from the validated form: trimmed, blanks left out, the ID number upper-case, the
 * house visited (a residential gate) or the company with its host either picked (personId, with the name shown
 * for it) or typed (name and mobile), companions without empty
 * rows, the card number only with the card pass.
 */
export function toPendingRegistration(
  values: KioskFormValues,
  clientRequestId: string,
  photos: { catchImage: string; idImage?: string | null },
  pickedHostName: string | undefined,
): PendingRegistration {
  const household = values.apartmentId !== undefined;
  const manualHost = !household && values.personId === undefined;
  const passMethod = values.passMethod ?? 'none';
  const request: PendingRegistration['request'] = {
    clientRequestId,
    guestName: text(values.guestName) ?? '',
    idNumber: text(values.idNumber)?.toUpperCase(),
    visitPhone: text(values.visitPhone) ?? '',
    visitGender: values.visitGender,
    guestType: values.guestType ?? 'other',
    visitCompanyName: text(values.visitCompanyName),
    ...(household ? { apartmentId: values.apartmentId } : { companyId: values.companyId ?? 0, personId: values.personId }),
    personName: household ? undefined : ((manualHost ? text(values.personName) : pickedHostName) ?? ''),
    personMobile: manualHost ? text(values.personMobile) : undefined,
    temperature: values.temperature ?? undefined,
    licensePlateNumber: text(values.licensePlateNumber)?.toUpperCase(),
    companions: (values.companions ?? [])
      .filter((companion) => text(companion.name))
      .map((companion) => ({
        name: text(companion.name)!,
        ...(text(companion.idNumber) ? { idNumber: text(companion.idNumber)!.toUpperCase() } : {}),
        ...(text(companion.phone) ? { phone: text(companion.phone)! } : {}),
      })),
    passMethod,
    accessCard: passMethod === 'card' ? text(values.accessCard) : undefined,
    visitWay: values.visitWay ?? 'walk',
  };
  // JSON leaves undefined out, but the queue's sealed copy and the request body stay tidy without the keys.
  for (const key of Object.keys(request) as (keyof typeof request)[]) if (request[key] === undefined) delete request[key];
  return { request, catchImage: photos.catchImage, ...(photos.idImage ? { idImage: photos.idImage } : {}) };
}

/** The same registration kept for later: stamped with when it was made, which the server records as its time. */
export function keptForLater(pending: PendingRegistration, at: Date): PendingRegistration {
  return { ...pending, request: { ...pending.request, registeredAt: at.toISOString() } };
}
