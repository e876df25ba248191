#!/usr/bin/env node
// `pnpm start`: after turbo has built what was stale, runs the API (serving the console) and the hw-bridge
// and the door-device simulator from their dist/ builds, in demo mode unless CVAP_MODE says otherwise.
// `--restart` (what `pnpm start` passes): a service that dies is started again with a back-off while the others
// keep running. Without it (the e2e stack, the benches) a service that dies stops the stack, so their run fails.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_USERS_LINE, REPO_ROOT, showsDemoUsers, stackEnv } from './lib/stack-env.mjs';
import { requireFreePorts, say, supervise, waitUntilAnswering } from './lib/supervise.mjs';

const API_MAIN = 'apps/api/dist/main.js';
const BRIDGE_MAIN = 'apps/hw-bridge/dist/main.js';
const DOOR_SIM_MAIN = 'apps/door-sim/dist/main.js';

const missing = [API_MAIN, BRIDGE_MAIN, DOOR_SIM_MAIN].filter((file) => !existsSync(join(REPO_ROOT, file)));
if (missing.length > 0) {
  say(`[launcher] not built yet: ${missing.join(', ')}. Run \`pnpm build\` (or \`pnpm start\`, which builds first).`);
  process.exit(1);
}

const env = stackEnv({
  mode: 'demo',
  consoleOrigins: (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
});
await requireFreePorts([
  ['API', env.PORT, env.HOST || '0.0.0.0'],
  ['hw-bridge', env.HW_BRIDGE_PORT, env.HW_BRIDGE_HOST || '127.0.0.1'],
  ['door-sim', env.DOOR_SIM_PORT, env.DOOR_SIM_HOST || '127.0.0.1'],
]);
const node = process.execPath;
const stack = supervise(
  [
    { name: 'api', command: node, args: [API_MAIN], cwd: REPO_ROOT, env },
    { name: 'hw-bridge', command: node, args: [BRIDGE_MAIN], cwd: REPO_ROOT, env },
    { name: 'door-sim', command: node, args: [DOOR_SIM_MAIN], cwd: REPO_ROOT, env },
  ],
  { restart: process.argv.includes('--restart') },
);

let over = false;
stack.finished.then((code) => {
  over = true;
  say(code === 0 ? '[launcher] stopped' : '[launcher] stopped with errors');
  process.exit(code);
});

const healthUrl = `http://127.0.0.1:${env.PORT}/api/health`;
if (await waitUntilAnswering(healthUrl, { abandoned: () => over })) {
  const seconds = (performance.now() / 1000).toFixed(1);
  say(`\n  Console ready after ${seconds} s (${env.CVAP_MODE} mode): http://localhost:${env.PORT}`);
  say(`  API docs: http://localhost:${env.PORT}/api/docs · hw-bridge: ${env.HW_BRIDGE_URL} · door-sim: ${env.DOOR_SIM_URL}`);
  if (showsDemoUsers(env)) say(`  ${DEMO_USERS_LINE}`);
  say('  Stop with Ctrl+C.\n');
} else if (!over) {
  say(`[launcher] the API has not answered ${healthUrl} within 2 minutes; it keeps running (see its output above)`);
}
