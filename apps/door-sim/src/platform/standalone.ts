import Fastify from 'fastify';
import { platformPlugin } from './index.js';

/**
 * The upstream platform alone, for the API's tests and the sync benchmark (which kill it mid-step):
 * `SIM_PLATFORM_PORT=9602 node --import tsx --conditions=source src/platform/standalone.ts` (in apps/door-sim),
 * or `node dist/platform/standalone.js` once built. Prints `platform listening on <port>` when it accepts
 * connections.
 */
const app = Fastify({ logger: false, bodyLimit: 65_536 });
await app.register(platformPlugin);
await app.listen({ host: '127.0.0.1', port: Number(process.env.SIM_PLATFORM_PORT ?? 0) });
const address = app.server.address();
process.stdout.write(`platform listening on ${typeof address === 'object' && address ? address.port : ''}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
