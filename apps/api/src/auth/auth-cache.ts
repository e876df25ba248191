import type { VerifiedToken } from './tokens.js';

/** What a session authenticates and authorizes, as read from the database (auth/authenticate.ts). */
export interface SessionSnapshot {
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
  user: UserSnapshot;
}

export interface UserSnapshot {
  tenantId: number;
  username: string;
  name: string;
  headOffice: boolean;
  kiosk: boolean;
  enabled: number;
  frozen: number;
  validUntil: Date | null;
  passwordChangedAt: Date;
  language: string;
  /** Element codes the user's enabled roles grant. */
  elements: ReadonlySet<string>;
  /** Communities (residential ids) the user is linked to. */
  communityIds: ReadonlySet<number>;
}

export interface ResidentialRef {
  id: number;
  tenantId: number;
}

const MAX_SESSIONS = 10_000;
const MAX_RESIDENTIALS = 10_000;

/**
 * Per-instance cache of sessions (with their user, grants and community links) and of communities by
 * CompanyId, so that an authenticated request needs no database round trip (docs/decisions/0011).
 *
 * It is only used while it can know about every change: migration 0005's triggers signal each change to
 * those tables. A change made through this process is seen by the statement that makes it (`changing`): the
 * cache empties and is bypassed until that connection's transaction has ended (`settled`), so nothing this
 * process answers afterwards can rest on the old state. A change committed by another instance arrives as a
 * notification (`changed`) within the notification's delay. While the notification feed is down
 * (`listening(false)`) the cache is bypassed and every request reads the database, as without a cache.
 * A read started before a change is never stored after it (`generation`).
 */
export class AuthCache {
  private readonly sessions = new Map<string, SessionSnapshot>();
  private readonly users = new Map<number, UserSnapshot>();
  private readonly communities = new Map<string, ResidentialRef | null>();
  private readonly tokens = new Map<string, VerifiedToken>();
  private readonly openWriters = new Set<object>();
  private readonly watchers = new Set<() => void>();
  private generation = 0;
  private feedUp = false;

  /** Whether answers may come from (and go into) the cache now. */
  get usable(): boolean {
    return this.feedUp && this.openWriters.size === 0;
  }

  /**
   * A token's signature and claims, verified once (they cannot change; its time window is checked by the
   * caller on every use). Independent of the database, so never emptied by changes.
   */
  verifiedToken(token: string, verify: () => VerifiedToken): VerifiedToken {
    const known = this.tokens.get(token);
    if (known) return known;
    const verified = verify();
    remember(this.tokens, token, verified, MAX_SESSIONS);
    return verified;
  }

  /** The session if the cache may answer for it now (synchronous: the common case needs no promise). */
  cachedSession(sessionId: string): SessionSnapshot | undefined {
    return this.usable ? this.sessions.get(sessionId) : undefined;
  }

  /** The community (null: none has that CompanyId) if the cache may answer for it now; undefined otherwise. */
  cachedResidential(companyId: string): ResidentialRef | null | undefined {
    if (!this.usable || !this.communities.has(companyId)) return undefined;
    return this.communities.get(companyId) ?? null;
  }

  async session(sessionId: string, load: () => Promise<SessionSnapshot | null>): Promise<SessionSnapshot | null> {
    const cached = this.cachedSession(sessionId);
    if (cached) return cached;
    const started = this.generation;
    const loaded = await load();
    if (loaded && this.usable && started === this.generation) {
      // One user snapshot per user, however many sessions they have open.
      const user = this.users.get(loaded.userId) ?? loaded.user;
      remember(this.users, loaded.userId, user, MAX_SESSIONS);
      const snapshot = { ...loaded, user };
      remember(this.sessions, sessionId, snapshot, MAX_SESSIONS);
      return snapshot;
    }
    return loaded;
  }

  async community(companyId: string, load: () => Promise<ResidentialRef | null>): Promise<ResidentialRef | null> {
    const cached = this.cachedResidential(companyId);
    if (cached !== undefined) return cached;
    const started = this.generation;
    const loaded = await load();
    if (this.usable && started === this.generation) remember(this.communities, companyId, loaded, MAX_RESIDENTIALS);
    return loaded;
  }

  /**
   * Calls `watcher` whenever a change to authentication data may have become visible (committed by any
   * instance, or this process's writing transaction ended): the task sockets re-check their sessions then.
   */
  watch(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** A change was committed (any instance). */
  changed(): void {
    this.clear();
    this.tell();
  }

  /** A connection of this process changed authentication data; its transaction may still be open. */
  changing(connection: object): void {
    this.openWriters.add(connection);
    this.clear();
  }

  /** That connection's transaction is over (committed or rolled back). */
  settled(connection: object): void {
    if (this.openWriters.delete(connection)) {
      this.clear();
      this.tell();
    }
  }

  /** The notification feed is up (after a loss, changes may have been missed: start empty) or down. */
  listening(up: boolean): void {
    this.feedUp = up;
    this.clear();
    // Changes may have been missed while the feed was down.
    if (up) this.tell();
  }

  private tell(): void {
    for (const watcher of this.watchers) watcher();
  }

  get size(): { sessions: number; communities: number } {
    return { sessions: this.sessions.size, communities: this.communities.size };
  }

  private clear(): void {
    this.generation += 1;
    this.sessions.clear();
    this.users.clear();
    this.communities.clear();
  }
}

/** Map insertion order is the age: past the limit the oldest entry goes. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value as K);
}
