import { sql } from 'drizzle-orm';
import type { Orm } from '../../../../../engine/index.js';
import { feeBillPushDeliveries } from '../../schema.js';

/** One reminder handed to a channel. `key` is the line's idempotency key: the same key is delivered at most once. */
export interface PushMessage {
  key: string;
  /** The campaign line it comes from (the simulated channel's rate-limit rule counts by it). */
  lineId: number;
  /** 1 SMS, 2 WeChat, 3 printed. */
  channel: number;
  /** The owner's mobile number (SMS, and the WeChat binding looked up by it), or null. */
  phone: string | null;
  body: string;
}

/** Why a channel refused a message for good (rendered in the reader's language, see push-texts.ts). */
export type PushRefusal = 'noPhone' | 'unreachable' | 'notBound';

export type PushAnswer =
  | { kind: 'delivered' }
  | { kind: 'refused'; reason: PushRefusal }
  /** Not taken now: hand the same message over again after the wait. */
  | { kind: 'rateLimited'; retryAfterMs: number };

/** Where reminders go out: an SMS gateway, WeChat's template messages, a print queue. */
export interface PushChannel {
  send(message: PushMessage): Promise<PushAnswer>;
}

/** Every this many lines (by the line's number in its key), the first hand-over is answered "rate limited". */
export const RATE_LIMIT_EVERY = 10;
export const RATE_LIMIT_RETRY_MS = 50;

/** The simulated channel's refusal of a message, by fixed rules on the recipient (decision 0036). */
export function simulatedRefusal(message: Pick<PushMessage, 'channel' | 'phone'>): PushRefusal | null {
  if (message.channel === 3) return null;
  if (!message.phone) return 'noPhone';
  const last = message.phone.at(-1);
  if (last === '0') return 'unreachable';
  if (message.channel === 2 && last === '1') return 'notBound';
  return null;
}

/**
 * The default channel, for the demo and the tests: it keeps an outbox (`fee_bill_push_deliveries`) keyed by the
 * idempotency key and answers by fixed rules, never at random and never by the clock —
 * - printed (3) is always delivered (queued for printing);
 * - no mobile number: refused "noPhone"; a number ending in 0: refused "unreachable" (SMS and WeChat);
 * - WeChat: a number ending in 1 has no WeChat binding: refused "notBound";
 * - the first hand-over of every RATE_LIMIT_EVERY-th line (its id a multiple of it) in this process is answered
 *   "rate limited, retry after RATE_LIMIT_RETRY_MS"; the next hand-over goes through.
 * A key seen before is answered as it was the first time, without a second delivery.
 */
export class SimulatedChannel implements PushChannel {
  private readonly limited = new Set<string>();

  constructor(private readonly orm: Orm) {}

  async send(message: PushMessage): Promise<PushAnswer> {
    if (message.lineId % RATE_LIMIT_EVERY === 0 && !this.limited.has(message.key)) {
      this.limited.add(message.key);
      return { kind: 'rateLimited', retryAfterMs: RATE_LIMIT_RETRY_MS };
    }
    const refusal = simulatedRefusal(message);
    await this.orm
      .insert(feeBillPushDeliveries)
      .values({
        idempotencyKey: message.key,
        channel: message.channel,
        recipient: message.phone,
        body: message.body,
        outcome: refusal ? 2 : 1,
        error: refusal,
      })
      .onConflictDoNothing();
    const [stored] = await this.orm
      .select({ outcome: feeBillPushDeliveries.outcome, error: feeBillPushDeliveries.error })
      .from(feeBillPushDeliveries)
      .where(sql`${feeBillPushDeliveries.idempotencyKey} = ${message.key}`);
    return stored?.outcome === 1 ? { kind: 'delivered' } : { kind: 'refused', reason: (stored?.error ?? 'unreachable') as PushRefusal };
  }
}
