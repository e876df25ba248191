/** Spec section 9: the side panel of a list layout is 200 to 600 px wide. */
export const PANEL_MIN_PX = 200;
export const PANEL_MAX_PX = 600;
export const PANEL_DEFAULT_PX = 260;

export function clampPanelWidth(width: number): number {
  if (!Number.isFinite(width)) return PANEL_DEFAULT_PX;
  return Math.round(Math.min(PANEL_MAX_PX, Math.max(PANEL_MIN_PX, width)));
}

/** The width while dragging: where the drag started plus how far the pointer moved, within the limits. */
export function draggedPanelWidth(startWidth: number, startX: number, currentX: number): number {
  return clampPanelWidth(startWidth + (currentX - startX));
}
