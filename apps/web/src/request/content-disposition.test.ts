import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition.js';

describe('download file name', () => {
  it('prefers the UTF-8 encoded name (Chinese names survive)', () => {
    expect(fileNameFromDisposition(`attachment; filename="report.xlsx"; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx`)).toBe('报表.xlsx');
  });

  it('reads a quoted or bare plain name', () => {
    expect(fileNameFromDisposition('attachment; filename="orders.xlsx"')).toBe('orders.xlsx');
    expect(fileNameFromDisposition('attachment; filename=orders.zip')).toBe('orders.zip');
  });

  it('gives null without a name', () => {
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
