import { DOOR_GATEWAY_TOKEN_HEADER } from '@cvap/contracts';
import { createApiClient } from './api-client.js';
import { ConfigError, loadConfig } from './config.js';
import { Fleet } from './devices/fleet.js';
import { every, heartbeatRound, resync } from './devices/heartbeats.js';
import { startDemoRhythm } from './devices/rhythm.js';
import { buildServer } from './server.js';

const log = (line: string): void => console.log(`${new Date().toISOString()} ${line}`);

async function main(): Promise<void> {
  const config = loadConfig();
  const offlineCodes = (process.env.DOOR_SIM_OFFLINE_CODES ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const fleet = new Fleet({ ...config, offlineCodes, downloadHeaders: { [DOOR_GATEWAY_TOKEN_HEADER]: config.gatewayToken } });
  const api = createApiClient(config.apiUrl, config.gatewayToken);
  const app = await buildServer(config, fleet, api);
  const address = await app.listen({ host: config.host, port: config.port });
  log(`door-sim listening on ${address}; reporting to ${config.apiUrl}; failure rate ${config.failureRate}`);

  const stops = [
    every(config.resyncMs, 'device list from the API', () => resync(fleet, api), log),
    every(config.heartbeatMs, 'heartbeat', () => heartbeatRound(fleet, api), log),
    startDemoRhythm(fleet, api, config.demoPeakPerMinute, log),
  ];
  // The first list right away (the API may not be up yet: the regular resync catches up).
  resync(fleet, api).then(
    (n) => log(`${n} devices read from the API`),
    () => log('the API is not answering yet; the device list follows when it does'),
  );

  const stop = (signal: NodeJS.Signals): void => {
    log(`${signal} received, closing`);
    stops.forEach((s) => s());
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('door-sim did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `door-sim configuration: ${error.message}` : error);
  process.exit(1);
});
