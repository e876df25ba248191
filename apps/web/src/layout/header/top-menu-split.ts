/** Spec section 9: each top-level entry takes a slot of about 120 px. */
export const TOP_MENU_SLOT_PX = 120;

/**
 * Splits the top-level entries into those shown in the bar and those under 'more'. When they do not all fit,
 * one slot goes to the 'more' trigger itself.
 */
export function splitTopMenu<T>(
  items: readonly T[],
  availableWidth: number,
  slot: number = TOP_MENU_SLOT_PX,
): { visible: T[]; overflow: T[] } {
  const capacity = Math.max(0, Math.floor(availableWidth / slot));
  if (items.length <= capacity) return { visible: [...items], overflow: [] };
  const shown = Math.max(0, capacity - 1);
  return { visible: items.slice(0, shown), overflow: items.slice(shown) };
}
