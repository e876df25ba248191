import { describe, expect, it } from 'vitest';
import { clampPanelWidth, draggedPanelWidth, PANEL_DEFAULT_PX } from './panel-width.js';

describe('list layout side panel width', () => {
  it('stays between 200 and 600 px', () => {
    expect(clampPanelWidth(120)).toBe(200);
    expect(clampPanelWidth(200)).toBe(200);
    expect(clampPanelWidth(333.4)).toBe(333);
    expect(clampPanelWidth(600)).toBe(600);
    expect(clampPanelWidth(900)).toBe(600);
  });

  it('falls back to the default for a width that is not a number', () => {
    expect(clampPanelWidth(Number.NaN)).toBe(PANEL_DEFAULT_PX);
  });

  it('follows the pointer while dragging, within the limits', () => {
    expect(draggedPanelWidth(260, 100, 180)).toBe(340);
    expect(draggedPanelWidth(260, 100, 0)).toBe(200);
    expect(draggedPanelWidth(260, 100, 1000)).toBe(600);
  });
});
