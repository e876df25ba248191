import type { VisitRegisterWay } from '@cvap/contracts';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AuthUser, Orm } from '../../../engine/index.js';
import { visitorWatchlist, visitorWatchlistEvents } from '../schema.js';

export interface WatchlistPerson {
  guestName: string;
  idNumbers: string[];
  phones: string[];
}

export interface WatchlistHit {
  id: number;
  level: 'barred' | 'escort';
  /** The listed ID number and phone (the person of the visit who matched). */
  idNumber: string | null;
  phone: string | null;
}

/**
 * The watchlist entry the visit's people match (guest and companions, by ID number or phone), in the company or
 * the visited community: barred wins over escort. Null when nobody is listed.
 */
export async function watchlistHit(
  orm: Orm,
  tenantId: number,
  residentialId: number,
  person: WatchlistPerson,
): Promise<WatchlistHit | null> {
  const keys: SQL[] = [];
  if (person.idNumbers.length) keys.push(inArray(visitorWatchlist.idNumber, person.idNumbers));
  if (person.phones.length) keys.push(inArray(visitorWatchlist.phone, person.phones));
  if (keys.length === 0) return null;
  const rows = await orm
    .select({ id: visitorWatchlist.id, level: visitorWatchlist.level, idNumber: visitorWatchlist.idNumber, phone: visitorWatchlist.phone })
    .from(visitorWatchlist)
    .where(
      and(
        eq(visitorWatchlist.tenantId, tenantId),
        or(isNull(visitorWatchlist.residentialId), eq(visitorWatchlist.residentialId, residentialId)),
        or(...keys),
      ),
    );
  const barred = rows.find((r) => r.level === 'barred');
  const hit = barred ?? rows[0];
  if (!hit) return null;
  // The entry may list both keys; the event names those the visit's people carry.
  return {
    id: hit.id,
    level: hit.level as WatchlistHit['level'],
    idNumber: hit.idNumber && person.idNumbers.includes(hit.idNumber) ? hit.idNumber : null,
    phone: hit.phone && person.phones.includes(hit.phone) ? hit.phone : null,
  };
}

/** Logs a watchlisted person stopped (barred) or flagged (escort) at registration. */
export async function logWatchlistEvent(
  orm: Orm,
  facts: {
    tenantId: number;
    residentialId: number;
    hit: WatchlistHit;
    person: WatchlistPerson;
    user: AuthUser;
    registerWay: VisitRegisterWay;
    visitId: number | null;
  },
): Promise<void> {
  await orm.insert(visitorWatchlistEvents).values({
    tenantId: facts.tenantId,
    residentialId: facts.residentialId,
    watchlistId: facts.hit.id,
    level: facts.hit.level,
    outcome: facts.hit.level === 'barred' ? 'refused' : 'flagged',
    guestName: facts.person.guestName.slice(0, 50),
    idNumber: facts.hit.idNumber,
    phone: facts.hit.phone,
    visitId: facts.visitId,
    userId: facts.user.id,
    userName: (facts.user.name || facts.user.username).slice(0, 50),
    registerWay: facts.registerWay,
  });
}

/** The people of a visit the watchlist is checked against: the guest and every companion. */
export function visitPeople(
  guestName: string,
  idNumber: string | null | undefined,
  phone: string | null | undefined,
  companions: readonly { idNumber?: string; phone?: string }[],
): WatchlistPerson {
  const idNumbers = [idNumber, ...companions.map((c) => c.idNumber)].filter((v): v is string => !!v);
  const phones = [phone, ...companions.map((c) => c.phone)].filter((v): v is string => !!v);
  return { guestName, idNumbers, phones };
}
