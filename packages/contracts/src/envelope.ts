import { z } from 'zod';

/** Every JSON response: `status` 200 is success; any other value is a code from the catalogue. */
export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), message: z.string(), data });
}

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 50] as const;
export const MAX_PAGE_SIZE = 10_000;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/**
 * Matching rows are never counted beyond this many: a larger result answers `total` COUNT_CAP + 1, not exact
 * (the console shows "more than 100 000").
 */
export const COUNT_CAP = 100_000;
/** A total of this many rows or more is counted now and then, not on every page, and answered as not exact. */
export const COUNT_REMEMBERED_FROM = 10_000;

/**
 * The one paged result shape. `totalExact` is false when the total is an estimate: a large table's or a dense
 * log's size, a remembered count (COUNT_REMEMBERED_FROM), or COUNT_CAP + 1 for more than COUNT_CAP.
 */
export interface PageResult<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
  totalExact: boolean;
  /** Keyset position after the last row: send it back as `cursor` with `page + 1` for a cheap next page. */
  nextCursor?: string | null;
}

export function pageResultSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalExact: z.boolean(),
    nextCursor: z.string().nullable().optional(),
  });
}
