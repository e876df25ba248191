#!/usr/bin/env node
// Before the end-to-end suite: Debian's Chromium at /usr/bin/chromium and CJK fonts must be present.
// As root, missing pieces are installed with apt-get; otherwise this prints the command and exits 1.
// A browser is never downloaded any other way (no `playwright install`: it fetches builds from a CDN).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function hasCjkFonts() {
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

function missingPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasCjkFonts()) {
    missing.push('fonts-noto-cjk');
    // fc-list itself comes with fontconfig; without it the fonts cannot be checked.
    if (spawnSync('fc-list', ['--version']).error) missing.push('fontconfig');
  }
  return missing;
}

const missing = missingPackages();
if (missing.length === 0) {
  console.log(`ensure-browser: ${CHROMIUM} and CJK fonts are present`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `ensure-browser: missing ${missing.join(', ')}. Install with:\n\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`,
  );
  process.exit(1);
}

console.log(`ensure-browser: installing ${missing.join(', ')} with apt-get`);
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env: aptEnv });
execFileSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env: aptEnv });

const stillMissing = missingPackages();
if (stillMissing.length > 0) {
  console.error(`ensure-browser: still missing after apt-get: ${stillMissing.join(', ')}`);
  process.exit(1);
}
console.log('ensure-browser: installed');
