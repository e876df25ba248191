import { COUNT_CAP, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@cvap/contracts';

/**
 * Spec section 9's pager: default 20 a page, sizes 5/10/20/30/50, seven page buttons (antd shows the current
 * page ±2 plus the first and last, i.e. 7, unless showLessItems), and total, sizes, prev, pager, next, jumper
 * (the order is set in resource.css).
 */
export const PAGER = {
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
  showSizeChanger: true,
  showQuickJumper: true,
  showLessItems: false,
} as const;

/**
 * The pager's total as the server reported it: exact ("20 in total"), more than the server counts (it answers
 * COUNT_CAP + 1, not exact), or an estimate (a large table's size, a dense log's interval, a remembered count).
 */
export function totalLabel(
  total: number,
  exact: boolean,
): { key: 'resource.total' | 'resource.totalOver' | 'resource.totalAbout'; total: number } {
  if (exact) return { key: 'resource.total', total };
  if (total === COUNT_CAP + 1) return { key: 'resource.totalOver', total: COUNT_CAP };
  return { key: 'resource.totalAbout', total };
}
