import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, importKioskKey, openJson, sealJson } from './crypto.js';
import { OfflineQueue, type QueuedEntry, type QueueStore, type SendOutcome } from './queue.js';

/** The browser keeps entries in IndexedDB; here a Map in the same shape (structured values, no serialisation). */
function mapStore(): QueueStore & { entries: Map<string, QueuedEntry> } {
  const entries = new Map<string, QueuedEntry>();
  return {
    entries,
    put: async (entry) => void entries.set(entry.id, entry),
    list: async (owner) => [...entries.values()].filter((entry) => entry.owner === owner),
    remove: async (id) => void entries.delete(id),
  };
}

const randomKeyBase64 = () => bytesToBase64(crypto.getRandomValues(new Uint8Array(32)));

interface Registration {
  guestName: string;
  photo: string;
}

describe('kiosk offline sealing', () => {
  it('round-trips a registration and keeps none of its text readable in what is stored', async () => {
    const key = await importKioskKey(randomKeyBase64());
    const value = { guestName: '张伟', idNumber: '110101199003071234', photo: bytesToBase64(new Uint8Array([0xff, 0xd8, 0xff, 1])) };
    const sealed = await sealJson(key, 'req-1', value);
    expect(new TextDecoder().decode(sealed.cipher)).not.toContain('110101199003071234');
    expect(await openJson(key, 'req-1', sealed)).toEqual(value);
  });

  it('refuses to open with another key, under another entry id, or after one bit changed', async () => {
    const key = await importKioskKey(randomKeyBase64());
    const sealed = await sealJson(key, 'req-1', { guestName: '张伟' });
    await expect(openJson(await importKioskKey(randomKeyBase64()), 'req-1', sealed)).rejects.toThrow();
    await expect(openJson(key, 'req-2', sealed)).rejects.toThrow();
    const tampered = new Uint8Array(sealed.cipher.slice(0));
    tampered[0] = tampered[0]! ^ 1;
    await expect(openJson(key, 'req-1', { iv: sealed.iv, cipher: tampered.buffer })).rejects.toThrow();
  });

  it('uses a fresh IV for every sealed value', async () => {
    const key = await importKioskKey(randomKeyBase64());
    const a = await sealJson(key, 'x', 1);
    const b = await sealJson(key, 'x', 1);
    expect(bytesToBase64(a.iv)).not.toBe(bytesToBase64(b.iv));
  });

  it('accepts only a 256-bit key, and turns bytes to base64 and back', async () => {
    await expect(importKioskKey(bytesToBase64(new Uint8Array(16)))).rejects.toThrow(/256 bits/);
    const bytes = crypto.getRandomValues(new Uint8Array(60_000));
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});

describe('kiosk offline queue', () => {
  async function queueWith(store = mapStore(), owner = 'kiosk01') {
    let clock = 1000;
    const queue = new OfflineQueue<Registration>(store, owner, () => clock++);
    return { queue, store, key: await importKioskKey(randomKeyBase64()) };
  }

  it('sends kept registrations oldest first, each once, and forgets them when sent', async () => {
    const { queue, store, key } = await queueWith();
    await queue.enqueue(key, 'a', { guestName: '甲', photo: 'AA==' });
    await queue.enqueue(key, 'b', { guestName: '乙', photo: 'AQ==' });
    expect(await queue.count()).toBe(2);
    const seen: string[] = [];
    const result = await queue.flush(key, async (id, payload) => {
      seen.push(`${id}:${payload.guestName}`);
      return { kind: 'sent' };
    });
    expect(seen).toEqual(['a:甲', 'b:乙']);
    expect(result).toEqual({ sent: 2, refused: [], left: 0, unreachable: false });
    expect(store.entries.size).toBe(0);
  });

  it('stops at the first unreachable answer and keeps that entry and the later ones', async () => {
    const { queue, key } = await queueWith();
    for (const id of ['a', 'b', 'c']) await queue.enqueue(key, id, { guestName: id, photo: '' });
    const answers: SendOutcome[] = [{ kind: 'sent' }, { kind: 'unreachable' }];
    const seen: string[] = [];
    const result = await queue.flush(key, async (id) => {
      seen.push(id);
      return answers.shift()!;
    });
    expect(seen).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: 1, refused: [], left: 2, unreachable: true });
    expect(await queue.count()).toBe(2);
  });

  it('drops a registration the server refuses for good and reports why', async () => {
    const { queue, key } = await queueWith();
    await queue.enqueue(key, 'a', { guestName: '甲', photo: '' });
    const result = await queue.flush(key, async () => ({ kind: 'refused', message: '该访客已被禁止来访' }));
    expect(result).toEqual({ sent: 0, refused: [{ id: 'a', message: '该访客已被禁止来访' }], left: 0, unreachable: false });
  });

  it('joins a flush already running instead of sending the same entries twice', async () => {
    const { queue, key } = await queueWith();
    await queue.enqueue(key, 'a', { guestName: '甲', photo: '' });
    let sends = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = async (): Promise<SendOutcome> => {
      sends += 1;
      await gate;
      return { kind: 'sent' };
    };
    const first = queue.flush(key, send);
    const second = queue.flush(key, send);
    release();
    expect(await first).toBe(await second);
    expect(sends).toBe(1);
    // A later flush finds nothing left.
    expect((await queue.flush(key, send)).sent).toBe(0);
  });

  it("keeps another account's entries and those sealed with another key", async () => {
    const store = mapStore();
    const mine = await queueWith(store, 'kiosk01');
    const theirs = await queueWith(store, 'kiosk02');
    await theirs.queue.enqueue(theirs.key, 'theirs', { guestName: '丙', photo: '' });
    await mine.queue.enqueue(await importKioskKey(randomKeyBase64()), 'old-key', { guestName: '丁', photo: '' });
    const result = await mine.queue.flush(mine.key, async () => ({ kind: 'sent' }));
    expect(result).toEqual({ sent: 0, refused: [], left: 1, unreachable: false });
    expect([...store.entries.keys()].sort()).toEqual(['old-key', 'theirs']);
  });
});
