import { ConfigError, loadConfig } from './config.js';
import { createDevice } from './drivers.js';
import { startBridge } from './server.js';

const log = (line: string): void => console.log(`${new Date().toISOString()} ${line}`);

async function main(): Promise<void> {
  const config = loadConfig();
  const device = createDevice(config);
  const bridge = await startBridge(config, device, log);
  log(`hw-bridge (${config.driver} driver) listening on ${bridge.url}; allowed origins: ${config.allowedOrigins.join(', ')}`);

  const stop = (signal: NodeJS.Signals): void => {
    log(`${signal} received, closing`);
    bridge.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('hw-bridge did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `hw-bridge configuration: ${error.message}` : error);
  process.exit(1);
});
