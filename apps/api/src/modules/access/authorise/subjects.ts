import type { DeviceCredential } from '@cvap/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../../engine/index.js';
import { cards } from '../schema.js';
import { deviceModels, devices } from '../../device/schema.js';
import { persons, staffMembers } from '../../household/schema.js';
import { visits } from '../../visitor/schema.js';
import { DEVICE_STATUS_SQL, loadDeviceSpecs } from '../../device/index.js';

export type Subject = 'person' | 'staff' | 'card' | 'visit';

/** Someone to authorise: their credentials and the devices of their access level. */
export interface AuthTarget {
  subject: Subject;
  subjectId: number;
  name: string;
  residentialId: number;
  buildingId: number | null;
  credentials: DeviceCredential[];
}

/** Card status 1: active (CARD_STATUS_OPTIONS). */
const ACTIVE = 1;

function cardCredential(
  subject: string,
  id: number,
  name: string,
  card: { cardNo: string; validFrom: Date | null; validUntil: Date | null },
): DeviceCredential {
  return {
    personId: `${subject}:${id}`,
    personName: name,
    kind: 'card',
    value: card.cardNo,
    ...(card.validFrom ? { validFrom: card.validFrom.toISOString() } : {}),
    ...(card.validUntil ? { validTo: card.validUntil.toISOString() } : {}),
  };
}

/**
 * A person's or staff member's credentials: each active card, the portrait as a face, and when they have
 * neither, a QR credential (the code the console and the resident's app show), so every authorised person can
 * open their doors one way.
 */
function credentialsOf(
  subject: Subject,
  id: number,
  name: string,
  portrait: string | null,
  own: { cardNo: string; validFrom: Date | null; validUntil: Date | null }[],
): DeviceCredential[] {
  const list = own.map((card) => cardCredential(subject, id, name, card));
  if (portrait) list.push({ personId: `${subject}:${id}`, personName: name, kind: 'face', value: portrait });
  if (list.length === 0)
    list.push({ personId: `${subject}:${id}`, personName: name, kind: 'qr', value: `CVAP-${subject.toUpperCase()}-${id}` });
  return list;
}

/** Residents or staff by id (already checked to be in the caller's scope). */
export async function loadTargets(orm: Orm, subject: 'person' | 'staff', ids: readonly number[]): Promise<AuthTarget[]> {
  if (ids.length === 0) return [];
  const people =
    subject === 'person'
      ? await orm
          .select({
            id: persons.id,
            name: persons.name,
            residentialId: persons.residentialId,
            buildingId: persons.buildingId,
            portrait: persons.portrait,
          })
          .from(persons)
          .where(inArray(persons.id, [...ids]))
      : await orm
          .select({
            id: staffMembers.id,
            name: staffMembers.name,
            residentialId: staffMembers.residentialId,
            buildingId: sql<number | null>`null`,
            portrait: staffMembers.portrait,
          })
          .from(staffMembers)
          .where(inArray(staffMembers.id, [...ids]));
  const holder = subject === 'person' ? cards.personId : cards.staffId;
  const owned = await orm
    .select({ holder, cardNo: cards.cardNo, validFrom: cards.validFrom, validUntil: cards.validUntil })
    .from(cards)
    .where(and(inArray(holder, [...ids]), eq(cards.status, ACTIVE)));
  const byHolder = new Map<number, typeof owned>();
  for (const card of owned) byHolder.set(card.holder!, [...(byHolder.get(card.holder!) ?? []), card]);
  return people
    .filter((p) => p.residentialId !== null)
    .map((p) => ({
      subject,
      subjectId: p.id,
      name: p.name,
      residentialId: p.residentialId!,
      buildingId: p.buildingId,
      credentials: credentialsOf(subject, p.id, p.name, p.portrait, byHolder.get(p.id) ?? []),
    }));
}

/** One card, as its own target (issuing writes just that card). */
export async function loadCardTarget(orm: Orm, cardId: number): Promise<AuthTarget | null> {
  const [card] = await orm
    .select({
      id: cards.id,
      cardNo: cards.cardNo,
      holderName: cards.holderName,
      residentialId: cards.residentialId,
      personId: cards.personId,
      staffId: cards.staffId,
      validFrom: cards.validFrom,
      validUntil: cards.validUntil,
      buildingId: persons.buildingId,
      cardBuildingId: cards.buildingId,
    })
    .from(cards)
    .leftJoin(persons, eq(persons.id, cards.personId))
    .where(eq(cards.id, cardId));
  if (!card) return null;
  const owner = card.personId !== null ? `person:${card.personId}` : card.staffId !== null ? `staff:${card.staffId}` : `card:${card.id}`;
  return {
    subject: 'card',
    subjectId: card.id,
    name: card.holderName,
    residentialId: card.residentialId,
    // A visitor's card opens its visited building's doors (cards.building_id) besides the community's.
    buildingId: card.staffId !== null ? null : (card.buildingId ?? card.cardBuildingId),
    credentials: [{ ...cardCredential('card', card.id, card.holderName, card), personId: owner }],
  };
}

/**
 * A visitor's QR pass, as its own target: the code the kiosk showed, valid from the arrival until the pass ends,
 * on the visited building's doors besides the community's (as a visitor card is).
 */
export async function loadVisitPassTarget(orm: Orm, visitId: number): Promise<AuthTarget | null> {
  const [visit] = await orm
    .select({
      id: visits.id,
      guestName: visits.guestName,
      residentialId: visits.residentialId,
      buildingId: visits.buildingId,
      qrToken: visits.qrToken,
      inTime: visits.inTime,
      qrValidUntil: visits.qrValidUntil,
    })
    .from(visits)
    .where(eq(visits.id, visitId));
  if (!visit?.qrToken) return null;
  return {
    subject: 'visit',
    subjectId: visit.id,
    name: visit.guestName,
    residentialId: visit.residentialId,
    buildingId: visit.buildingId,
    credentials: [
      {
        personId: `visit:${visit.id}`,
        personName: visit.guestName,
        kind: 'qr',
        value: visit.qrToken,
        ...(visit.inTime ? { validFrom: visit.inTime.toISOString() } : {}),
        ...(visit.qrValidUntil ? { validTo: visit.qrValidUntil.toISOString() } : {}),
      },
    ],
  };
}

/** The devices of the communities given, as the driver needs them, with their building and live status. */
export async function loadResidentialDevices(orm: Orm, residentialIds: readonly number[]): Promise<DeviceSpec[]> {
  if (residentialIds.length === 0) return [];
  const where = inArray(devices.residentialId, [...residentialIds]);
  const [specs, extra] = await Promise.all([
    loadDeviceSpecs(orm, where),
    orm
      .select({ id: devices.id, buildingId: devices.buildingId, status: DEVICE_STATUS_SQL, needsAuthFile: deviceModels.needsAuthFile })
      .from(devices)
      .innerJoin(deviceModels, eq(deviceModels.id, devices.modelId))
      .where(where),
  ]);
  const byId = new Map(extra.map((row) => [String(row.id), row]));
  return specs.map((spec) => ({
    ...spec,
    buildingId: byId.get(spec.id)?.buildingId ?? null,
    status: byId.get(spec.id)?.status ?? 'unknown',
    needsAuthFile: byId.get(spec.id)?.needsAuthFile ?? false,
  }));
}

/**
 * The devices of a target's access level: every device of their community not tied to a building (the gates,
 * the garage, the clubhouse), plus those of their own building. Staff (no building) pass every device.
 */
export function devicesOf(target: Pick<AuthTarget, 'residentialId' | 'buildingId'>, all: readonly DeviceSpec[]): DeviceSpec[] {
  return all.filter(
    (d) =>
      d.residentialId === target.residentialId &&
      (target.buildingId === null || d.buildingId === null || d.buildingId === target.buildingId),
  );
}

export type DeviceSpec = Awaited<ReturnType<typeof loadDeviceSpecs>>[number] & {
  buildingId: number | null;
  status: string;
  /** Its model takes credentials only while the community has a valid authorization file. */
  needsAuthFile: boolean;
};
