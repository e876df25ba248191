/**
 * Performance marks of the room detail page (read by the benchmark through `performance.getEntriesByName`):
 * the first records page's response arrives → that page is on screen (the frame after React committed it).
 */
export const DetailMarks = {
  recordsReceived: 'house-detail:records-received',
  recordsRendered: 'house-detail:records-rendered',
  /** The measure between the two marks. */
  recordsRender: 'house-detail:records-render',
} as const;

/** Whether a mark is still to be set for this page view: only the first records page of the first answer counts. */
export function shouldMarkFirstPage(alreadyMarked: boolean, page: number): boolean {
  return !alreadyMarked && page === 1;
}

/** Columns each detail table shows, by resource field (their labels come from the declarations). */
export const DETAIL_COLUMNS = {
  persons: ['name', 'personType', 'phone', 'gender', 'reviewStatus'],
  cards: ['cardNo', 'cardType', 'holderName', 'status', 'validFrom', 'validUntil'],
  records: ['openedAt', 'personName', 'cardNo', 'deviceName', 'doorName', 'openType', 'direction', 'result'],
} as const;

/** The room id of `?id=`: a positive integer, else null (the page then says how to open it). */
export function roomIdOf(search: string | null): number | null {
  if (search === null || !/^\d{1,10}$/.test(search.trim())) return null;
  const id = Number(search.trim());
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
