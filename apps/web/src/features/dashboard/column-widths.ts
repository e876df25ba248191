/**
 * Widths for a drawn table's columns: each column gets the width its longest cell needs; when they do not all fit,
 * a column keeps its need up to a fair share and the long ones share what is left in proportion to their need, so
 * a short column ("离线", "Offline") is never cut to make room for a long one. When they fit, the spare width is
 * spread evenly.
 */
export function columnWidths(needs: readonly number[], width: number): number[] {
  const total = needs.reduce((sum, need) => sum + need, 0);
  if (total <= width) {
    const spare = (width - total) / needs.length;
    return needs.map((need) => need + spare);
  }
  const widths: (number | undefined)[] = needs.map(() => undefined);
  let left = width;
  let open = needs.map((_, index) => index);
  // Columns that need less than a fair share of what is left keep their need; repeat until none does.
  for (;;) {
    const share = left / open.length;
    const small = open.filter((index) => needs[index]! <= share);
    if (small.length === 0) break;
    for (const index of small) {
      widths[index] = needs[index]!;
      left -= needs[index]!;
    }
    open = open.filter((index) => widths[index] === undefined);
    if (open.length === 0) break;
  }
  const openNeed = open.reduce((sum, index) => sum + needs[index]!, 0);
  for (const index of open) widths[index] = (left * needs[index]!) / openNeed;
  return widths.map((w) => w ?? 0);
}
