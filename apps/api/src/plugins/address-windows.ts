/** How many requests one key (a client address) made in its current fixed window. */
interface Window {
  count: number;
  resetAt: number;
}

export interface Hit {
  allowed: boolean;
  remaining: number;
  /** Epoch milliseconds at which the key's window starts over. */
  resetAt: number;
}

/** Above this many keys, expired windows are swept at once (otherwise once a window length). */
const SWEEP_ABOVE = 100_000;

/** Fixed windows per key, in memory: at most `max` hits per `windowMs`. */
export class AddressWindows {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  hit(key: string, now: number): Hit {
    if (now >= this.nextSweep || this.windows.size > SWEEP_ABOVE) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= this.max, remaining: Math.max(0, this.max - window.count), resetAt: window.resetAt };
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    this.nextSweep = now + this.windowMs;
  }
}
