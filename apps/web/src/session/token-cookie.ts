/** Pure helpers for the session-token cookie (`cvap_token`, SameSite=Strict, Secure on https). */
export interface CookieOptions {
  path: string;
  secure: boolean;
  /** Seconds until expiry; absent = a browser-session cookie. */
  maxAgeSeconds?: number;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, 'SameSite=Strict'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function expiredCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): string {
  return serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return value === '' ? null : decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** Seconds from `nowSeconds` until the JWT's `exp`, or undefined when the token carries no readable expiry. */
export function secondsUntilExpiry(token: string, nowSeconds: number): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? Math.max(0, exp - nowSeconds) : undefined;
  } catch {
    return undefined;
  }
}
