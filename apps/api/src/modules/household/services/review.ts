import { canReview, labelIn, REVIEW_STATUS_OPTIONS, REVIEW_TRANSITIONS, type ReviewRequest } from '@cvap/contracts';
import { and, asc, inArray } from 'drizzle-orm';
import { persons, staffMembers } from '../schema.js';
import { AppError, inTransaction, type RegistryEntry, resolvedEntry, scopeCondition, type ServiceContext } from '../../../engine/index.js';

/** What is reviewed: resident registrations (persons) or property staff ones. */
export interface ReviewSubject {
  entry: RegistryEntry;
  table: typeof persons | typeof staffMembers;
}

function statusLabel(status: number, language: 'zh_cn' | 'en'): string {
  const option = REVIEW_STATUS_OPTIONS.find((o) => o.value === status);
  return option ? labelIn(option, language) : String(status);
}

/**
 * Review of registrations (docs/decisions/0010). The whole batch in one transaction, its rows locked: every
 * id must be visible in the acting scope (else 404 for the batch: another community's id reads as missing),
 * every registration must be allowed to take the verdict (REVIEW_TRANSITIONS; else 40907 naming the first one
 * that may not and its status, nothing changed). Records the verdict, the reviewer (the caller), the time and,
 * for a rejection, the reason (required by the request schema: 422 naming `reason`). Answers how many changed.
 */
export async function reviewRegistrations(ctx: ServiceContext, { entry, table }: ReviewSubject, body: ReviewRequest, ids: number[]) {
  const resource = resolvedEntry(entry);
  return inTransaction(ctx.orm, async (tx) => {
    const rows = await tx
      .select({ id: table.id, name: table.name, reviewStatus: table.reviewStatus })
      .from(table)
      .where(and(inArray(table.id, ids), scopeCondition(tx, resource, ctx.scope)))
      .orderBy(asc(table.id))
      .for('update');
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
    const refused = rows.find((row) => !canReview(row.reviewStatus, body.verdict));
    if (refused) {
      throw new AppError('REVIEW_NOT_ALLOWED', {
        params: { name: `${refused.name}(#${refused.id})`, status: statusLabel(refused.reviewStatus, ctx.language) },
        data: { id: refused.id, reviewStatus: refused.reviewStatus },
      });
    }
    const updated = await tx
      .update(table)
      .set({
        reviewStatus: REVIEW_TRANSITIONS[body.verdict].to,
        rejectReason: body.verdict === 'reject' ? body.reason! : null,
        reviewerId: ctx.user.id,
        reviewedAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(inArray(table.id, ids))
      .returning({ id: table.id });
    return updated.length;
  });
}
