import type { FastifyRequest } from 'fastify';

/**
 * Query parameter names whose value is a credential (matched on the decoded name, case-insensitively): anything
 * with token, passw(ord), secret or session in it (access_token, refresh_token, id_token, client_secret, …), and
 * the usual short names of keys, tickets, signatures and passwords.
 */
const SECRET_NAME = /token|passw|secret|session|^(pwd|ticket|key|apikey|api_key|sig|signature|jwt|auth|authorization|code_verifier)$/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * A URL with the value of every credential-like query parameter hidden as `***` (download links carry the
 * session token; a client may put `access_token=<JWT>` in any query). The rest of the URL is kept as sent.
 */
export function redactTokenInUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals < 0) return part;
      const name = part.slice(0, equals);
      return SECRET_NAME.test(decodedName(name)) ? `${name}=***` : part;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

/** Fastify's default request log fields, with the URL's credentials hidden. */
export function requestLogSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactTokenInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
