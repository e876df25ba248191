import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/** Origins the kiosk page may call for the local hardware helper (spec section 7: {ip}:9090). */
function hwBridgeOrigins(config: Config): string[] {
  return [
    ...new Set([new URL(config.hwBridgeUrl).origin, `http://localhost:${config.hwBridgePort}`, `http://127.0.0.1:${config.hwBridgePort}`]),
  ];
}

/**
 * CSP fit for the antd console (antd and its CSS-in-JS inject style elements, so style-src allows inline
 * styles; scripts only from our origin), frame-ancestors from FRAME_ANCESTORS (embedded mode), nosniff and a
 * referrer policy. X-Frame-Options is left out: it cannot express an allow list and frame-ancestors supersedes it.
 */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...hwBridgeOrigins(config)],
        workerSrc: ["'self'", 'blob:'],
        // The help document (/dashboard/helpPdf) embeds our own PDF; nothing from elsewhere may be embedded.
        objectSrc: ["'self'"],
        frameSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: config.frameAncestors,
      },
    },
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
  };
}

/** Headers every response carries whatever the route: set by the server, not by helmet. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends for these options, computed once. @fastify/helmet runs helmet's middleware on every
 * request, which rebuilds (and re-parses) the policy each time (~5 % of a list request's CPU,
 * docs/decisions/0006); the headers depend on the configuration only (no nonces), so they are read from one
 * helmet response at start-up and copied onto every response.
 */
export async function staticSecurityHeaders(config: Config): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, helmetOptions(config));
    probe.get('/', async () => '');
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.entries(response.headers)
      .filter(([name]) => !NOT_HELMET.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
  } finally {
    await probe.close();
  }
}

/** Sets the security headers on every response (API, console files, errors, not-found), as helmet did. */
export const securityHeadersPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const headers = await staticSecurityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
});
