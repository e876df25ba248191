import { describe, expect, it } from 'vitest';
import { redactTokenInUrl } from './log-redaction.js';

describe('redactTokenInUrl', () => {
  it('hides a token query parameter wherever it stands, keeping the rest', () => {
    expect(redactTokenInUrl('/api/door/public/download?filePath=upload%2Fa.jpg&token=eyJ.abc.def')).toBe(
      '/api/door/public/download?filePath=upload%2Fa.jpg&token=***',
    );
    expect(redactTokenInUrl('/x?TOKEN=abc&y=1')).toBe('/x?TOKEN=***&y=1');
  });

  it('hides every token-like parameter, whatever its case or encoding', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(redactTokenInUrl(`/api/x?access_token=${jwt}&page=2`)).toBe('/api/x?access_token=***&page=2');
    for (const name of [
      'Access_Token',
      'refresh_token',
      'id_token',
      'mytoken',
      'ticket',
      'key',
      'apiKey',
      'api_key',
      'password',
      'PASSWD',
      'pwd',
      'secret',
      'client_secret',
      'signature',
      'sig',
      'jwt',
      'session',
      'authorization',
      'access%5Ftoken',
    ]) {
      expect(redactTokenInUrl(`/x?a=1&${name}=s3cr3t#frag`), name).toBe(`/x?a=1&${name}=***#frag`);
    }
    // A parameter without a value, repeated ones, and the separators around them stay as they were.
    expect(redactTokenInUrl('/x?token&token=a&token=b&keyword=k')).toBe('/x?token&token=***&token=***&keyword=k');
    expect(redactTokenInUrl('/x?filePath=a%2Ftoken%3D1')).toBe('/x?filePath=a%2Ftoken%3D1');
    expect(redactTokenInUrl('/x')).toBe('/x');
    expect(redactTokenInUrl('/x?%E0%A4%A=1&token=2')).toBe('/x?%E0%A4%A=1&token=***');
  });
});
