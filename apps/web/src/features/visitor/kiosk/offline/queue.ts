import { openJson, sealJson, type Sealed } from './crypto.js';

/** One registration kept on the device: only its id, owner and time are readable; the rest is sealed. */
export interface QueuedEntry extends Sealed {
  /** The registration's clientRequestId: the server answers a repeat with the same visit. */
  id: string;
  /** The kiosk account that made it: another account on the same browser neither sees nor sends it. */
  owner: string;
  queuedAt: number;
}

/** Where the entries are kept (IndexedDB in the browser). */
export interface QueueStore {
  put(entry: QueuedEntry): Promise<void>;
  list(owner: string): Promise<QueuedEntry[]>;
  remove(id: string): Promise<void>;
}

/**
 * What sending one kept registration came to: sent (or already there: the same clientRequestId), refused by the
 * server for good (it will not change by sending again), or the API is still unreachable (keep it, stop for now).
 */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'unreachable' };

export interface FlushResult {
  sent: number;
  refused: { id: string; message: string }[];
  /** Entries still kept (the API went away again, or an entry could not be opened with the current key). */
  left: number;
  /** The flush stopped because the API could not be reached. */
  unreachable: boolean;
}

/**
 * The queue of registrations made while the API was unreachable. Entries are sealed with the kiosk key and
 * sent oldest first; a flush already running is joined, not run twice, so the `online` event and the periodic
 * retry never send one entry twice at once (and the server dedupes by clientRequestId in any case).
 */
export class OfflineQueue<T> {
  private running: Promise<FlushResult> | null = null;

  constructor(
    private readonly store: QueueStore,
    private readonly owner: string,
    private readonly now: () => number = Date.now,
  ) {}

  async enqueue(key: CryptoKey, id: string, payload: T): Promise<void> {
    const sealed = await sealJson(key, id, payload);
    await this.store.put({ id, owner: this.owner, queuedAt: this.now(), ...sealed });
  }

  async count(): Promise<number> {
    return (await this.store.list(this.owner)).length;
  }

  flush(key: CryptoKey, send: (id: string, payload: T) => Promise<SendOutcome>): Promise<FlushResult> {
    this.running ??= this.sendAll(key, send).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendAll(key: CryptoKey, send: (id: string, payload: T) => Promise<SendOutcome>): Promise<FlushResult> {
    const entries = (await this.store.list(this.owner)).sort((a, b) => a.queuedAt - b.queuedAt);
    const result: FlushResult = { sent: 0, refused: [], left: entries.length, unreachable: false };
    for (const entry of entries) {
      let payload: T;
      try {
        payload = await openJson<T>(key, entry.id, entry);
      } catch {
        // Sealed with another key (the server's key changed): kept, never sent in clear or dropped silently.
        continue;
      }
      const outcome = await send(entry.id, payload);
      if (outcome.kind === 'unreachable') {
        result.unreachable = true;
        break;
      }
      await this.store.remove(entry.id);
      result.left -= 1;
      if (outcome.kind === 'sent') result.sent += 1;
      else result.refused.push({ id: entry.id, message: outcome.message });
    }
    return result;
  }
}
