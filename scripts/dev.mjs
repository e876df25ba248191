#!/usr/bin/env node
// `pnpm dev`: the API with tsx watch in development mode on :8080, Vite with hot reload on :5173 (it proxies
// /api to the API), the hw-bridge and the door-device simulator, each through its own package's "dev" script.
import { execFileSync } from 'node:child_process';
import { REPO_ROOT, stackEnv } from './lib/stack-env.mjs';
import { requireFreePorts, say, supervise, waitUntilAnswering } from './lib/supervise.mjs';

const VITE_ORIGIN = 'http://localhost:5173';

// The apps read @cvap/contracts from source in dev, but its dist must exist for anything that resolves the
// default export condition; the door simulator also uses the hw-bridge emulator's built camera frame. turbo makes
// this a no-op when it is fresh.
execFileSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@cvap/contracts', '--filter=@cvap/hw-bridge', '--output-logs=errors-only'],
  {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  },
);

const env = stackEnv({
  mode: 'development',
  consoleOrigins: (port) => [VITE_ORIGIN, 'http://127.0.0.1:5173', `http://localhost:${port}`, `http://127.0.0.1:${port}`],
});
// Vite proxies /api and /help to the API on whatever PORT it was given.
env.API_PROXY_TARGET ||= `http://127.0.0.1:${env.PORT}`;
await requireFreePorts([
  ['API', env.PORT, env.HOST || '0.0.0.0'],
  ['hw-bridge', env.HW_BRIDGE_PORT, env.HW_BRIDGE_HOST || '127.0.0.1'],
  ['door-sim', env.DOOR_SIM_PORT, env.DOOR_SIM_HOST || '127.0.0.1'],
]);
const devScript = (name, pkg) => ({ name, command: 'pnpm', args: ['--silent', '--filter', pkg, 'run', 'dev'], cwd: REPO_ROOT, env });
const stack = supervise([
  devScript('api', '@cvap/api'),
  devScript('web', '@cvap/web'),
  devScript('hw-bridge', '@cvap/hw-bridge'),
  devScript('door-sim', '@cvap/door-sim'),
]);

let over = false;
stack.finished.then((code) => {
  over = true;
  process.exit(code);
});

if (await waitUntilAnswering(`http://127.0.0.1:${env.PORT}/api/health`, { abandoned: () => over, timeoutMs: 300_000 })) {
  say(`\n  Console with hot reload: ${VITE_ORIGIN} (API on http://localhost:${env.PORT}, ${env.CVAP_MODE} mode)\n`);
}
