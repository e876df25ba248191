// Debian packages that the tests need, installed the one way allowed here: apt-get, as root. Used by
// scripts/ensure-browser.mjs and scripts/ensure-nginx.mjs.
import { execFileSync } from 'node:child_process';

/**
 * `missingPackages()` names the Debian packages still to install (none when all is present). As root they are
 * installed with apt-get; otherwise this prints the command and exits 1.
 */
export function ensureAptPackages(tool, present, missingPackages) {
  const missing = missingPackages();
  if (missing.length === 0) {
    console.log(`${tool}: ${present} present`);
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${tool}: missing ${missing.join(', ')}. Install with:\n\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`,
    );
    process.exit(1);
  }
  console.log(`${tool}: installing ${missing.join(', ')} with apt-get`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env: aptEnv });
  execFileSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env: aptEnv });
  const stillMissing = missingPackages();
  if (stillMissing.length > 0) {
    console.error(`${tool}: still missing after apt-get: ${stillMissing.join(', ')}`);
    process.exit(1);
  }
  console.log(`${tool}: installed`);
}
