import { z } from 'zod';
import type { EnumOption } from '../../resource/types.js';

/**
 * Registration review (spec "Staff review: pass, reject (reason required), batch pass, batch reject"), one
 * workflow for residents and property staff: a registration starts pending; a reviewer passes or rejects it
 * (with a reason); editing a rejected registration submits it again. The API enforces the transitions, the
 * console reads them to offer only the allowed actions.
 */
export const ReviewStatus = { pending: 0, passed: 1, rejected: 2 } as const;
export type ReviewStatusValue = (typeof ReviewStatus)[keyof typeof ReviewStatus];

export const REVIEW_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: ReviewStatus.pending, zh: '待审核', en: 'Pending', color: 'orange' },
  { value: ReviewStatus.passed, zh: '审核通过', en: 'Passed', color: 'green' },
  { value: ReviewStatus.rejected, zh: '已驳回', en: 'Rejected', color: 'red' },
];

export type ReviewVerdict = 'pass' | 'reject';

/** From which statuses each verdict may be given. A passed registration may still be rejected (e.g. moved out). */
export const REVIEW_TRANSITIONS: Readonly<Record<ReviewVerdict, { from: readonly ReviewStatusValue[]; to: ReviewStatusValue }>> = {
  pass: { from: [ReviewStatus.pending, ReviewStatus.rejected], to: ReviewStatus.passed },
  reject: { from: [ReviewStatus.pending, ReviewStatus.passed], to: ReviewStatus.rejected },
};

export function canReview(status: number, verdict: ReviewVerdict): boolean {
  return (REVIEW_TRANSITIONS[verdict].from as readonly number[]).includes(status);
}

export const REVIEW_BATCH_LIMIT = 200;
export const REJECT_REASON_MAX = 200;

/** `POST /api/door/{person|staff}/review`: one or many registrations, one verdict; a rejection needs a reason. */
export const ReviewRequestSchema = z
  .strictObject({
    ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(REVIEW_BATCH_LIMIT),
    verdict: z.enum(['pass', 'reject']),
    reason: z.string().trim().max(REJECT_REASON_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    // Reported as a missing required field, so the API's message reads "reason is required" / "reason 为必填项".
    if (body.verdict === 'reject' && (body.reason ?? '').length === 0) {
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'string',
        input: undefined,
        path: ['reason'],
        message: 'Invalid input: expected string, received undefined',
      });
    }
  });
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

/** How many registrations changed; all or none do (one that may not take the verdict refuses the batch). */
/** `authTaskId`: the batchDevice task pushing the passed people's credentials to their doors (issue 14), if any. */
export const ReviewResultSchema = z.object({ reviewed: z.number().int(), authTaskId: z.string().nullable().optional() });
export type ReviewResult = z.infer<typeof ReviewResultSchema>;
