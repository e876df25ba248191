import fastifyStatic from '@fastify/static';
import { Access } from '@cvap/contracts';
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file under root that a URL path names, or null when it escapes root or is not a file. */
function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const full = join(root, relative);
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return statSync(full).isFile() ? relative : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built console (WEB_DIST) for non-/api GET requests: files as they are (hashed assets cached for a
 * year), anything else that looks like a route gets index.html (SPA fallback). /api paths never fall back.
 * A file's brotli or gzip twin written by the build (apps/web/vite.config.ts precompress) is sent instead when
 * the browser accepts it (Vary: Accept-Encoding), so nothing is compressed per request.
 */
export const webDistPlugin = fp<{ root: string }>(async (app, { root }) => {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'WEB_DIST has no index.html: the console is not served (build apps/web)');
    return;
  }
  // send's own Cache-Control is turned off: the route sets it per file.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true });

  app.get('/*', { config: { access: Access.PUBLIC, kiosk: true }, schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) throw new AppError('ROUTE_NOT_FOUND');
    const file = path === '/' ? null : fileUnder(root, path);
    if (file) {
      reply.header('cache-control', file.startsWith(`assets${sep}`) || file.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      return reply.sendFile(file);
    }
    // A missing file (it has an extension) is a 404, not the console page under a wrong content type.
    if (/\.[a-z0-9]+$/i.test(path)) throw new AppError('ROUTE_NOT_FOUND');
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
});
