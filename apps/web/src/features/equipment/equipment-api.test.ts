// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { failureAddValues, fileSize, idOfSearch } from './equipment-api.js';

describe('fileSize', () => {
  it('shows bytes below 1 KB, then KB and MB with one decimal', () => {
    expect(fileSize(0)).toBe('0 B');
    expect(fileSize(1023)).toBe('1023 B');
    expect(fileSize(1024)).toBe('1.0 KB');
    expect(fileSize(3009)).toBe('2.9 KB');
    expect(fileSize(20 * 1024 * 1024)).toBe('20.0 MB');
  });
});

describe('idOfSearch', () => {
  it('reads a positive whole id and nothing else', () => {
    expect(idOfSearch('?id=12')).toBe(12);
    expect(idOfSearch('?id=0')).toBeNull();
    expect(idOfSearch('?id=1.5')).toBeNull();
    expect(idOfSearch('')).toBeNull();
  });
});

describe('failureAddValues', () => {
  it("reads the equipment, symptom and description a record's 上报故障 link carries, and nothing without the equipment", () => {
    const search = `?${new URLSearchParams({ equipmentId: '7', title: '轴承无异响异常', description: '保养记录 BY1 检查项“轴承无异响”异常：有异响' })}`;
    expect(failureAddValues(search)).toEqual({
      equipmentId: 7,
      title: '轴承无异响异常',
      description: '保养记录 BY1 检查项“轴承无异响”异常：有异响',
    });
    expect(failureAddValues('?equipmentId=7')).toEqual({ equipmentId: 7 });
    expect(failureAddValues('?title=x')).toBeUndefined();
    expect(failureAddValues('?equipmentId=-1&title=x')).toBeUndefined();
  });
});
