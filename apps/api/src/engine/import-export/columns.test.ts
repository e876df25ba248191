import { apartmentResource, f } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import type { ImportMapping } from '../types.js';
import { columnForHeader, headerOf, importColumns } from './columns.js';

const mapping: ImportMapping = {
  columns: [
    { name: 'buildingName', field: f.text('楼栋', 'Building', { required: true }) },
    { name: 'floorName', field: f.text('楼层', 'Floor', { required: true }) },
  ],
  replaces: ['floorId'],
  prepare: async () => () => [],
};

describe('import columns with a mapping', () => {
  it('puts the mapping columns where the replaced field was and leaves that field out', () => {
    expect(importColumns(apartmentResource).map((c) => c.name)).toEqual([
      'floorId',
      'roomNo',
      'houseType',
      'status',
      'builtArea',
      'innerArea',
      'remark',
    ]);
    expect(importColumns(apartmentResource, mapping).map((c) => c.name)).toEqual([
      'buildingName',
      'floorName',
      'roomNo',
      'houseType',
      'status',
      'builtArea',
      'innerArea',
      'remark',
    ]);
  });

  it('marks required mapping columns and finds them by either language', () => {
    const columns = importColumns(apartmentResource, mapping);
    expect(headerOf(columns[0]!, 'en')).toBe('Building *');
    expect(columnForHeader(columns, '楼层 *')?.name).toBe('floorName');
    expect(columnForHeader(columns, 'building')?.name).toBe('buildingName');
  });
});
