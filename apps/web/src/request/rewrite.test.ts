import { describe, expect, it } from 'vitest';
import { parseHostList, rewriteApiUrl } from './rewrite.js';

const plain = { embedded: false, hostname: 'console.example.com', internalHosts: ['10.0.0.8', 'intranet.local'] };

describe('api/ → cvap/api/ rewrite', () => {
  it('leaves URLs alone on an ordinary host outside embedded mode', () => {
    expect(rewriteApiUrl('/api/admin/user/front/info', plain)).toBe('/api/admin/user/front/info');
  });

  it('rewrites in embedded mode, keeping a leading slash if there was one', () => {
    const embedded = { ...plain, embedded: true };
    expect(rewriteApiUrl('/api/auth/jwt/token', embedded)).toBe('/cvap/api/auth/jwt/token');
    expect(rewriteApiUrl('api/auth/jwt/token', embedded)).toBe('cvap/api/auth/jwt/token');
  });

  it('rewrites on a configured internal host, whatever its letter case', () => {
    expect(rewriteApiUrl('/api/task/ws', { ...plain, hostname: 'INTRANET.local' })).toBe('/cvap/api/task/ws');
  });

  it('touches only the api/ prefix, never other paths or absolute URLs', () => {
    const embedded = { ...plain, embedded: true };
    expect(rewriteApiUrl('/help/help.pdf', embedded)).toBe('/help/help.pdf');
    expect(rewriteApiUrl('/apis/x', embedded)).toBe('/apis/x');
    expect(rewriteApiUrl('https://other.example/api/x', embedded)).toBe('https://other.example/api/x');
  });

  it('reads the internal host list from a comma-separated setting', () => {
    expect(parseHostList(' 10.0.0.8, Intranet.Local ,,')).toEqual(['10.0.0.8', 'intranet.local']);
    expect(parseHostList(undefined)).toEqual([]);
  });
});
