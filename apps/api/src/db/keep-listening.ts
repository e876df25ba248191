import type { FastifyBaseLogger } from 'fastify';

/** Starts listening; resolves with a function that stops. `onLost` is called if the listening connection dies. */
export type Listen = (onMessage: (payload: string) => void, onLost: (error: Error) => void) => Promise<() => Promise<void>>;

export interface KeptListening {
  /** Listens for the first time (rejects if that fails; later losses are retried). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps a LISTEN alive: when its connection drops, listens again after 1 s, then 2 s, capped at 4 s so messages
 * flow again within 5 s of the database coming back. `onState(false)` on a loss (messages may have been
 * missed), `onState(true)` once listening again. A loss is logged once and the return once, however many
 * attempts a long outage takes.
 */
export function keepListening(
  listen: Listen,
  onMessage: (payload: string) => void,
  log: FastifyBaseLogger,
  what: string,
  onState: (listening: boolean) => void = () => {},
): KeptListening {
  let stop: (() => Promise<void>) | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let lostSince: number | null = null;

  const start = async (): Promise<void> => {
    stop = await listen(onMessage, (error) => lost(error, 1000));
    onState(true);
    if (lostSince !== null) log.info({ lostForMs: Date.now() - lostSince }, `${what} listens again`);
    lostSince = null;
  };

  const lost = (error: Error, delayMs: number): void => {
    stop = null;
    if (closed) return;
    onState(false);
    if (lostSince === null) {
      lostSince = Date.now();
      log.warn({ err: error }, `${what} lost its LISTEN connection; retrying`);
    } else log.debug({ err: error }, `${what}: listening again failed; retrying`);
    retry = setTimeout(() => {
      start().catch((next: Error) => lost(next, Math.min(delayMs * 2, 4000)));
    }, delayMs);
    retry.unref();
  };

  return {
    start,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await stop?.();
      stop = null;
    },
  };
}
