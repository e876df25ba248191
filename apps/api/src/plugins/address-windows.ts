export interface Hit {
  allowed: boolean;
  remaining: number;
  /** Epoch milliseconds at which the window starts over. */
  resetAt: number;
}

/** This instance's counts of one window that other instances have not been told yet. */
export interface Unpublished {
  windowStart: number;
  counts: Array<[address: string, count: number]>;
}

/**
 * Per-key request counts in fixed windows aligned on the clock (every instance agrees where a window starts), at
 * most `max` hits per `windowMs`: this instance's own hits plus the other instances' last known sum for the same
 * key and window (`setOthers`, fed by request-count-sharing.ts). Synchronous: no request waits on the database.
 * Only the current window is kept, so memory is bounded by the keys seen within one window.
 */
export class AddressWindows {
  private windowStart = Number.NEGATIVE_INFINITY;
  private readonly own = new Map<string, number>();
  private readonly others = new Map<string, number>();
  private readonly changed = new Set<string>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  hit(key: string, now: number): Hit {
    this.roll(now);
    const own = (this.own.get(key) ?? 0) + 1;
    this.own.set(key, own);
    this.changed.add(key);
    const total = own + (this.others.get(key) ?? 0);
    return { allowed: total <= this.max, remaining: Math.max(0, this.max - total), resetAt: this.windowStart + this.windowMs };
  }

  /** The counts changed since the last call, now marked told (`republish` them if telling fails). */
  takeUnpublished(now: number): Unpublished {
    this.roll(now);
    const counts = [...this.changed].map((key): [string, number] => [key, this.own.get(key)!]);
    this.changed.clear();
    return { windowStart: this.windowStart, counts };
  }

  /** Telling the others failed: those counts are sent again next time (unless their window is over). */
  republish(unpublished: Unpublished): void {
    if (unpublished.windowStart === this.windowStart) for (const [key] of unpublished.counts) this.changed.add(key);
  }

  /** The start of the window `now` falls in (counts of an earlier window are dropped). */
  currentWindow(now: number): number {
    this.roll(now);
    return this.windowStart;
  }

  /** The other instances' sums per key for `windowStart`, as just read (ignored once that window is over). */
  setOthers(windowStart: number, sums: Iterable<[key: string, count: number]>): void {
    if (windowStart !== this.windowStart) return;
    for (const [key, count] of sums) this.others.set(key, count);
  }

  get size(): number {
    return this.own.size;
  }

  private roll(now: number): void {
    const start = now - (now % this.windowMs);
    if (start === this.windowStart) return;
    this.windowStart = start;
    this.own.clear();
    this.others.clear();
    this.changed.clear();
  }
}
