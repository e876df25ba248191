import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@cvap/contracts';

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
