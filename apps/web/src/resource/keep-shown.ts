/**
 * A choice kept to what the list shows: the chosen records among `shown` (a multiple choice keeps those it can),
 * the same value when all are shown.
 */
export function keepShown(value: unknown, shown: readonly { value: number | string }[]): unknown {
  const listed = (one: unknown) => shown.some((option) => option.value === one);
  if (Array.isArray(value)) {
    const kept = value.filter(listed);
    return kept.length === value.length ? value : kept;
  }
  const chosen = value !== undefined && value !== null && value !== '';
  return !chosen || listed(value) ? value : undefined;
}
