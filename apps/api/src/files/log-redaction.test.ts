import { describe, expect, it } from 'vitest';
import { redactTokenInUrl } from './log-redaction.js';

describe('redactTokenInUrl', () => {
  it('hides a token query parameter wherever it stands, keeping the rest', () => {
    expect(redactTokenInUrl('/api/door/public/download?filePath=upload%2Fa.jpg&token=eyJ.abc.def')).toBe(
      '/api/door/public/download?filePath=upload%2Fa.jpg&token=***',
    );
    expect(redactTokenInUrl('/x?TOKEN=abc&y=1')).toBe('/x?TOKEN=***&y=1');
    expect(redactTokenInUrl('/x?mytoken=abc')).toBe('/x?mytoken=abc');
  });
});
