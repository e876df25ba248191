import { describe, expect, it } from 'vitest';
import { picturePath } from './body-html.js';

describe('picturePath', () => {
  it('reads the stored path of an uploaded picture’s download URL', () => {
    expect(picturePath('/api/door/public/download?filePath=upload%2F202611%2Fa.png')).toBe('upload/202611/a.png');
  });

  it('is null for any other source (remote, data:, javascript:, malformed encoding)', () => {
    for (const src of [
      'https://evil.example/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '/api/door/public/download?filePath=%E0%A4%A',
      null,
    ])
      expect(picturePath(src)).toBeNull();
  });
});
