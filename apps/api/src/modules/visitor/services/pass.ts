import type { KioskPassMethod, VisitPassMethod } from '@cvap/contracts';
import { randomBytes, randomInt } from 'node:crypto';
import { formatDateTime, parseDateTime, type ServiceContext } from '../../../engine/index.js';
import { issueVisitorCard } from '../../access/index.js';

/** The last second of the China-time day `at` falls in. */
export function endOfChinaDay(at: Date): Date {
  return parseDateTime(`${formatDateTime(at).slice(0, 10)} 23:59:59`);
}

/** The first second of the China-time day `at` falls in. */
export function startOfChinaDay(at: Date): Date {
  return parseDateTime(`${formatDateTime(at).slice(0, 10)} 00:00:00`);
}

/**
 * FK + yyyyMMddHHmmss (China time) + 6 random digits: readable to a guard, unique in practice (a unique index). With
 * 4 digits, a busy second (a test suite's, a kiosk queue's) met a taken number about once in 300 appointments.
 */
export function newAppointmentNumber(at: Date): string {
  return `FK${formatDateTime(at).replace(/\D/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

export interface IssuedPass {
  passMethod: VisitPassMethod;
  accessCard: string | null;
  cardId: number | null;
  qrToken: string | null;
  qrValidUntil: Date | null;
}

export interface PassHolder {
  guestName: string;
  visitPhone: string | null;
  residentialId: number;
  buildingId: number | null;
  expectedLeaveAt: Date | null;
}

/**
 * The pass a visitor gets on arrival, in the caller's transaction: a card lent (a visitor card of the community
 * that opens the visited building's doors; 40951 when the number is live for someone else), a QR pass (a random
 * token), or none (the guard lets them in). Both are valid until the expected leave time, else the day's end.
 */
export async function issuePass(
  ctx: Pick<ServiceContext, 'orm' | 'scope' | 'user' | 'now'>,
  method: KioskPassMethod,
  accessCard: string | undefined,
  holder: PassHolder,
): Promise<IssuedPass> {
  const { now } = ctx;
  const validUntil = holder.expectedLeaveAt && holder.expectedLeaveAt > now ? holder.expectedLeaveAt : endOfChinaDay(now);
  if (method === 'card' && accessCard) {
    const cardId = await issueVisitorCard(ctx, {
      cardNo: accessCard,
      holderName: holder.guestName,
      holderPhone: holder.visitPhone,
      residentialId: holder.residentialId,
      buildingId: holder.buildingId,
      validUntil,
    });
    return { passMethod: 'card', accessCard, cardId, qrToken: null, qrValidUntil: null };
  }
  if (method === 'qr')
    return { passMethod: 'qr', accessCard: null, cardId: null, qrToken: randomBytes(24).toString('base64url'), qrValidUntil: validUntil };
  return { passMethod: 'manual', accessCard: null, cardId: null, qrToken: null, qrValidUntil: null };
}
