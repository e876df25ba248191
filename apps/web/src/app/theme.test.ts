import { describe, expect, it } from 'vitest';
import { theme, themeFor } from './theme.js';

describe('themeFor', () => {
  it('switches antd motion off when the system asks for reduced motion', () => {
    expect(themeFor(true).token?.motion).toBe(false);
    expect(themeFor(true).token?.colorPrimary).toBe(theme.token?.colorPrimary);
  });

  it('keeps the theme as it is otherwise', () => {
    expect(themeFor(false)).toBe(theme);
  });
});
