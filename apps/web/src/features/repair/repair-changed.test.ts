// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { menuCountsKey } from '../../layout/side/menu-counts.js';
import { repairChanged } from './repair-api.js';

describe('after a repair order changes', () => {
  it('the side menu’s repair counts of every community are stale, so the badges read again', () => {
    const client = new QueryClient();
    for (const residential of ['1002', null])
      client.setQueryData([...menuCountsKey('repair'), residential], [{ type: 'assignRepair', total: 1 }]);
    repairChanged(client);
    for (const residential of ['1002', null])
      expect(client.getQueryState([...menuCountsKey('repair'), residential])?.isInvalidated).toBe(true);
  });
});
