import { canReview, REJECT_REASON_MAX, type ReviewVerdict } from '@cvap/contracts';

export interface RowReviewActions {
  pass: boolean;
  reject: boolean;
}

/**
 * Which verdicts a row offers: only to a user holding the kind's review element, and only those the row's
 * status allows (review.ts: pass from pending or rejected, reject from pending or passed).
 */
export function rowReviewActions(status: unknown, mayReview: boolean): RowReviewActions {
  if (!mayReview || typeof status !== 'number') return { pass: false, reject: false };
  return { pass: canReview(status, 'pass'), reject: canReview(status, 'reject') };
}

/**
 * What a batch verdict does with the selection: nothing selected → the "select at least one" warning; some
 * selected rows whose status does not allow the verdict → they are named (the API refuses the whole batch);
 * otherwise the ids to send.
 */
export type BatchPlan = { kind: 'empty' } | { kind: 'refused'; names: string[] } | { kind: 'send'; ids: number[] };

export function batchPlan(rows: readonly { id: number; name?: unknown; reviewStatus?: unknown }[], verdict: ReviewVerdict): BatchPlan {
  if (rows.length === 0) return { kind: 'empty' };
  const refused = rows.filter((row) => typeof row.reviewStatus !== 'number' || !canReview(row.reviewStatus, verdict));
  if (refused.length > 0) return { kind: 'refused', names: refused.map((row) => String(row.name ?? row.id)) };
  return { kind: 'send', ids: rows.map((row) => row.id) };
}

/** The rejection reason as sent: trimmed; null when it is empty or too long (the dialog shows why). */
export function rejectReasonError(reason: string | undefined): 'required' | 'tooLong' | null {
  const text = (reason ?? '').trim();
  if (text === '') return 'required';
  if (text.length > REJECT_REASON_MAX) return 'tooLong';
  return null;
}
