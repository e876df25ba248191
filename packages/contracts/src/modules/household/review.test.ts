import { describe, expect, it } from 'vitest';
import { canReview, ReviewRequestSchema, ReviewStatus } from './review.js';

describe('review transitions', () => {
  it('passes pending and rejected registrations, rejects pending and passed ones, nothing else', () => {
    expect([ReviewStatus.pending, ReviewStatus.passed, ReviewStatus.rejected].map((s) => canReview(s, 'pass'))).toEqual([
      true,
      false,
      true,
    ]);
    expect([ReviewStatus.pending, ReviewStatus.passed, ReviewStatus.rejected].map((s) => canReview(s, 'reject'))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('ReviewRequestSchema', () => {
  it('needs a reason to reject, reported as a missing reason', () => {
    for (const reason of [undefined, '', '   ']) {
      const result = ReviewRequestSchema.safeParse({ ids: [1], verdict: 'reject', reason });
      expect(result.success).toBe(false);
      expect(result.error!.issues).toEqual([expect.objectContaining({ code: 'invalid_type', path: ['reason'] })]);
    }
    expect(ReviewRequestSchema.parse({ ids: [1], verdict: 'reject', reason: ' 信息不全 ' }).reason).toBe('信息不全');
  });

  it('passes without a reason; refuses empty, oversized or unknown-field batches', () => {
    expect(ReviewRequestSchema.safeParse({ ids: [1, 2], verdict: 'pass' }).success).toBe(true);
    expect(ReviewRequestSchema.safeParse({ ids: [], verdict: 'pass' }).success).toBe(false);
    expect(ReviewRequestSchema.safeParse({ ids: Array.from({ length: 201 }, (_, i) => i + 1), verdict: 'pass' }).success).toBe(false);
    expect(ReviewRequestSchema.safeParse({ ids: [1], verdict: 'pass', reviewerId: 3 }).success).toBe(false);
  });
});
