import { f } from '../../resource/fields.js';
import { REVIEW_STATUS_OPTIONS } from './review.js';

const reviewed = { form: 'readonly', list: true } as const;

/** The review fields every registration carries (resident and property staff): only the review endpoint writes them. */
export const REVIEW_FIELDS = {
  reviewStatus: f.enumOf(REVIEW_STATUS_OPTIONS, '审核状态', 'Review status', { ...reviewed, search: 'eq' }),
  rejectReason: f.text('驳回原因', 'Rejection reason', { ...reviewed, maxLength: 200 }),
  reviewerId: f.reference('审核人', 'Reviewer', { ...reviewed, ref: { resource: 'user' } }),
  /**
   * The reviewer's display name, sent with the row (read from the users table by the server): shown in place of
   * reviewerId to everyone, including users who may not list users and so cannot look the id up. Never written,
   * no column or form field of its own.
   */
  reviewerName: f.text('审核人姓名', 'Reviewer name', { form: 'hidden', virtual: true, maxLength: 50 }),
  reviewedAt: f.datetime('审核时间', 'Reviewed at', { ...reviewed }),
};
