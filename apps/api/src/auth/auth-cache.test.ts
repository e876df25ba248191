import { describe, expect, it } from 'vitest';
import { AuthCache, type SessionSnapshot } from './auth-cache.js';

function snapshot(userId: number, name = `user${userId}`): SessionSnapshot {
  return {
    userId,
    expiresAt: new Date(Date.now() + 60_000),
    revokedAt: null,
    revokeReason: null,
    user: {
      tenantId: 1,
      username: name,
      name,
      headOffice: true,
      kiosk: false,
      enabled: 1,
      frozen: 0,
      validUntil: null,
      passwordChangedAt: new Date(0),
      language: 'zh_cn',
      elements: new Set(['sys:user:view']),
      communityIds: new Set([1]),
    },
  };
}

function listeningCache(): AuthCache {
  const cache = new AuthCache();
  cache.listening(true);
  return cache;
}

function counter(value: SessionSnapshot | null) {
  let calls = 0;
  const load = async () => {
    calls += 1;
    return value;
  };
  return { load, calls: () => calls };
}

describe('AuthCache', () => {
  it('reads a session once and answers from memory after that', async () => {
    const cache = listeningCache();
    const source = counter(snapshot(7));
    await cache.session('s1', source.load);
    const again = await cache.session('s1', source.load);
    expect(source.calls()).toBe(1);
    expect(again?.user.username).toBe('user7');
  });

  it('is not used before its change feed listens, nor after the feed is lost', async () => {
    const cache = new AuthCache();
    const source = counter(snapshot(7));
    await cache.session('s1', source.load);
    await cache.session('s1', source.load);
    expect(source.calls()).toBe(2);
    cache.listening(true);
    await cache.session('s1', source.load);
    cache.listening(false);
    await cache.session('s1', source.load);
    expect(source.calls()).toBe(4);
  });

  it('forgets everything on a committed change', async () => {
    const cache = listeningCache();
    const source = counter(snapshot(7));
    await cache.session('s1', source.load);
    await cache.community('1001', async () => ({ id: 1, tenantId: 1 }));
    cache.changed();
    expect(cache.size).toEqual({ sessions: 0, communities: 0 });
    await cache.session('s1', source.load);
    expect(source.calls()).toBe(2);
  });

  it('is bypassed while a connection of this process has an uncommitted change, and empty again once it settles', async () => {
    const cache = listeningCache();
    const writer = {};
    const source = counter(snapshot(7));
    await cache.session('s1', source.load);
    cache.changing(writer);
    expect(cache.usable).toBe(false);
    // Reads while the change is open see the old committed state: they must not be kept.
    await cache.session('s1', source.load);
    await cache.session('s1', source.load);
    expect(source.calls()).toBe(3);
    expect(cache.size.sessions).toBe(0);
    cache.settled({});
    expect(cache.usable).toBe(false);
    cache.settled(writer);
    expect(cache.usable).toBe(true);
    await cache.session('s1', source.load);
    await cache.session('s1', source.load);
    expect(source.calls()).toBe(4);
  });

  it('does not keep a read that was under way when a change arrived', async () => {
    const cache = listeningCache();
    let release: (value: SessionSnapshot) => void = () => {};
    const pending = cache.session('s1', () => new Promise<SessionSnapshot>((resolve) => (release = resolve)));
    cache.changed();
    release(snapshot(7, 'before the change'));
    expect((await pending)?.user.name).toBe('before the change');
    expect(cache.size.sessions).toBe(0);
  });

  it('keeps one user snapshot for all of a user’s sessions and remembers unknown communities too', async () => {
    const cache = listeningCache();
    const first = await cache.session('s1', async () => snapshot(7));
    const second = await cache.session('s2', async () => snapshot(7));
    expect(second?.user).toBe(first?.user);
    let reads = 0;
    const missing = async () => {
      reads += 1;
      return null;
    };
    expect(await cache.community('9999', missing)).toBeNull();
    expect(await cache.community('9999', missing)).toBeNull();
    expect(reads).toBe(1);
  });
});

describe('AuthCache tokens', () => {
  it('verifies a token once, keeps it through database changes, and never keeps a refused one', () => {
    const cache = listeningCache();
    let verifications = 0;
    const verified = { claims: { userId: 7, sessionId: 's1', issuedAt: 1 }, notBefore: null, expiresAt: 2 };
    const verify = () => {
      verifications += 1;
      return verified;
    };
    cache.verifiedToken('t', verify);
    cache.changed();
    expect(cache.verifiedToken('t', verify)).toBe(verified);
    expect(verifications).toBe(1);
    const refuse = () => {
      throw new Error('bad signature');
    };
    expect(() => cache.verifiedToken('forged', refuse)).toThrow('bad signature');
    expect(() => cache.verifiedToken('forged', refuse)).toThrow('bad signature');
  });
});
