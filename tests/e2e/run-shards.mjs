// Runs the end-to-end suite as E2E_SHARDS (default 2) Playwright processes side by side, each on its own ports
// with its own stack (API on an embedded database of its own, hardware helper, door simulator) and its own
// artifacts folder, so no shard sees another's data. Playwright splits the spec files between the shards; inside
// a shard the specs run one after another, as before. Arguments are passed to every shard (a spec path, -g …).
// E2E_SHARDS=1 runs the suite as one process, on the usual ports (8181, 9191, 9291).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const args = process.argv.slice(2);
const base = {
  port: Number(process.env.E2E_PORT ?? 8181),
  bridge: Number(process.env.E2E_HW_BRIDGE_PORT ?? 9191),
  sim: Number(process.env.E2E_DOOR_SIM_PORT ?? 9291),
};

function runShard(index) {
  const env = {
    ...process.env,
    E2E_PORT: String(base.port + index),
    E2E_HW_BRIDGE_PORT: String(base.bridge + index),
    E2E_DOOR_SIM_PORT: String(base.sim + index),
    ...(shards > 1 ? { E2E_ARTIFACTS_DIR: `artifacts/shard-${index + 1}` } : {}),
  };
  const shardArgs = shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
  const child = spawn('pnpm', ['exec', 'playwright', 'test', ...shardArgs, ...args], { cwd: import.meta.dirname, env });
  const label = shards > 1 ? `[shard ${index + 1}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) =>
      (stream === child.stdout ? process.stdout : process.stderr).write(`${label}${line}\n`),
    );
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index)));
const failed = codes.filter((code) => code !== 0).length;
if (failed > 0) console.error(`e2e: ${failed} of ${shards} shards failed`);
process.exit(failed > 0 ? 1 : 0);
