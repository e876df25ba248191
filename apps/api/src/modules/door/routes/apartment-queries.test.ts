import { describe, expect, it } from 'vitest';
import { addressText } from '../services/apartments.js';

const parts = { residentialName: '阳光花园', regionNames: ['东区', '南片'], buildingName: '1栋', floorName: '3层', roomNo: '302' };

describe('the address text of a house', () => {
  it('reads from the community down in Chinese, regions included, with 室 once', () => {
    expect(addressText('zh_cn', parts)).toBe('阳光花园 东区 南片 1栋 3层 302室');
    expect(addressText('zh_cn', { ...parts, regionNames: [], roomNo: '302室' })).toBe('阳光花园 1栋 3层 302室');
  });

  it('reads from the room up in English, the stored names untranslated', () => {
    expect(addressText('en', parts)).toBe('Room 302, 3层, 1栋, 南片, 东区, 阳光花园');
  });
});
