import type { FastifyRequest } from 'fastify';

/** A URL with the value of any `token` query parameter hidden (download links may carry the session token). */
export function redactTokenInUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1***');
}

/** Fastify's default request log fields, with the URL's token hidden. */
export function requestLogSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactTokenInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
