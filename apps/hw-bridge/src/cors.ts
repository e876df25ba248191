import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_REQUEST_HEADERS = 'Content-Type, Accept-Language';
const PREFLIGHT_CACHE_SECONDS = '600';

/**
 * Which web pages may drive the helper. Browsers send an Origin header with every cross-origin request and
 * with every POST, so a page from anywhere else (including a DNS-rebound name) is refused. A request with no
 * Origin comes from a local program, not a web page, and is let through: it could reach the device anyway.
 */
export class OriginPolicy {
  private readonly allowed: Set<string>;

  constructor(allowedOrigins: readonly string[]) {
    this.allowed = new Set(allowedOrigins);
  }

  permits(origin: string | undefined): boolean {
    return origin === undefined || this.allowed.has(origin);
  }
}

/** Lets the allowed page read the answer. */
export function setCorsHeaders(res: ServerResponse, origin: string): void {
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
}

/** Answers a CORS preflight for a command. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS);
  res.setHeader('Access-Control-Max-Age', PREFLIGHT_CACHE_SECONDS);
  // Chrome's Private Network Access asks before a page on another host reaches this loopback service.
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  res.statusCode = 204;
  res.end();
}
