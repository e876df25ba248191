import { COUNT_CAP } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { totalLabel } from './pager.js';

describe('the pager’s total', () => {
  it('reads an exact total as it is', () => {
    expect(totalLabel(20, true)).toEqual({ key: 'resource.total', total: 20 });
  });

  it('reads a total beyond what the server counts as “more than” the cap', () => {
    expect(totalLabel(COUNT_CAP + 1, false)).toEqual({ key: 'resource.totalOver', total: COUNT_CAP });
  });

  it('reads any other estimate (a large table’s size, a remembered count) as “about”', () => {
    expect(totalLabel(1_000_001, false)).toEqual({ key: 'resource.totalAbout', total: 1_000_001 });
    expect(totalLabel(12_345, false)).toEqual({ key: 'resource.totalAbout', total: 12_345 });
  });
});
