#!/usr/bin/env node
// Before the end-to-end suite: Debian's Chromium at /usr/bin/chromium and CJK fonts must be present.
// As root, missing pieces are installed with apt-get; otherwise this prints the command and exits 1.
// A browser is never downloaded any other way (no `playwright install`: it fetches builds from a CDN).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureAptPackages } from './lib/apt-packages.mjs';

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

ensureAptPackages('ensure-browser', `${CHROMIUM} and CJK fonts are`, missingPackages);
