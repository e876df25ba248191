import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Orm } from '../db/client.js';
import { rateLimitCounts } from '../db/schema/index.js';
import type { AddressWindows } from './address-windows.js';

/** Rows per statement: well under PostgreSQL's 65535 parameters. */
const BATCH = 1000;

export interface RequestCountSharing {
  /** One exchange now: publish this instance's changed counts, read the others' sums back. Never rejects. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** Upserts this instance's changed counts and, when it had any, drops the rows of earlier windows. */
async function publish(orm: Orm, instanceId: string, windows: AddressWindows, now: number): Promise<void> {
  const unpublished = windows.takeUnpublished(now);
  if (unpublished.counts.length === 0) return;
  try {
    for (const batch of batches(unpublished.counts)) {
      await orm
        .insert(rateLimitCounts)
        .values(batch.map(([address, count]) => ({ windowStart: unpublished.windowStart, address, instanceId, count })))
        .onConflictDoUpdate({
          target: [rateLimitCounts.windowStart, rateLimitCounts.address, rateLimitCounts.instanceId],
          set: { count: sql`excluded.count` },
        });
    }
  } catch (error) {
    windows.republish(unpublished);
    throw error;
  }
  await orm.delete(rateLimitCounts).where(lt(rateLimitCounts.windowStart, unpublished.windowStart));
}

/** Every address the other instances counted in the current window: an address new to this one is known at once. */
async function readOthers(orm: Orm, instanceId: string, windows: AddressWindows, now: number): Promise<void> {
  const windowStart = windows.currentWindow(now);
  const rows = await orm
    .select({ address: rateLimitCounts.address, total: sql<number>`sum(${rateLimitCounts.count})`.mapWith(Number) })
    .from(rateLimitCounts)
    .where(and(eq(rateLimitCounts.windowStart, windowStart), ne(rateLimitCounts.instanceId, instanceId)))
    .groupBy(rateLimitCounts.address);
  windows.setOthers(
    windowStart,
    rows.map((row): [string, number] => [row.address, row.total]),
  );
}

/**
 * Makes the request rate limit hold across API instances on one PostgreSQL database: every `everyMs` this
 * instance upserts its changed per-address counts of the current window (table rate_limit_counts, one row per
 * window, address and instance) and reads back the other instances' sums per address. Requests
 * never wait for it: the limit decides from local counts plus the last sums read, so the cluster can overshoot by
 * what the other instances admit within about two periods (docs/decisions/0041). While the database is away each
 * instance goes on counting locally (with the sums it last read); the failure is logged once, the return once.
 * One exchange at a time, so an outage holds at most one pooled connection.
 */
export function shareRequestCounts(orm: Orm, windows: AddressWindows, log: FastifyBaseLogger, everyMs: number): RequestCountSharing {
  const instanceId = randomUUID();
  let failingSince: number | null = null;
  let running: Promise<void> | null = null;

  const exchange = async (): Promise<void> => {
    const now = Date.now();
    await publish(orm, instanceId, windows, now);
    await readOthers(orm, instanceId, windows, now);
  };

  const start = (): Promise<void> => {
    running ??= exchange()
      .then(() => {
        if (failingSince !== null) log.info({ failedForMs: Date.now() - failingSince }, 'request counts are shared again');
        failingSince = null;
      })
      .catch((error: unknown) => {
        if (failingSince === null)
          log.warn({ err: error }, 'request counts cannot be shared: counting per instance until the database answers');
        failingSince ??= Date.now();
      })
      .finally(() => (running = null));
    return running;
  };

  // An exchange already under way may have taken the counts before the caller's requests: wait for it, then run one.
  const flush = async (): Promise<void> => {
    await running;
    await start();
  };

  const timer = setInterval(() => void start(), everyMs);
  timer.unref();
  return {
    flush,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
