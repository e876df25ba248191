import { f } from '../../resource/fields.js';
import { REVIEW_STATUS_OPTIONS } from './review.js';

const reviewed = { form: 'readonly', list: true } as const;

/** The review fields every registration carries (resident and property staff): only the review endpoint writes them. */
export const REVIEW_FIELDS = {
  reviewStatus: f.enumOf(REVIEW_STATUS_OPTIONS, '审核状态', 'Review status', { ...reviewed, search: 'eq' }),
  rejectReason: f.text('驳回原因', 'Rejection reason', { ...reviewed, maxLength: 200 }),
  reviewerId: f.reference('审核人', 'Reviewer', { ...reviewed, ref: { resource: 'user' } }),
  reviewedAt: f.datetime('审核时间', 'Reviewed at', { ...reviewed }),
};
