import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/** Origins the kiosk page may call for the local hardware helper (spec section 7: {ip}:9090). */
function hwBridgeOrigins(config: Config): string[] {
  return [...new Set([new URL(config.hwBridgeUrl).origin, `http://localhost:${config.hwBridgePort}`, `http://127.0.0.1:${config.hwBridgePort}`])];
}

/**
 * CSP fit for the antd console (antd and its CSS-in-JS inject style elements, so style-src allows inline
 * styles; scripts only from our origin), frame-ancestors from FRAME_ANCESTORS (embedded mode), nosniff and a
 * referrer policy. X-Frame-Options is left out: it cannot express an allow list and frame-ancestors supersedes it.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(async (app, { config }) => {
  await app.register(helmet, {
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
  });
});
