/** `ids` with the item at `from` taken out and put back at `to` (both indexes in `ids`); a copy, `ids` unchanged. */
export function moved<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
