#!/usr/bin/env bash
# The README's first command on a fresh machine with Node.js 20 (>= 20.19): installs pnpm 10 if needed,
# the dependencies from the lockfile, then builds and starts the whole stack (`pnpm start`).
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9

if ! command -v node >/dev/null 2>&1; then
  echo "quickstart: Node.js 20 (>= 20.19) is required: https://nodejs.org/" >&2
  exit 1
fi
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'; then
  echo "quickstart: Node.js >= 20.19 is required, found $(node --version)" >&2
  exit 1
fi

# pnpm 11 and later need Node 22; this project pins pnpm 10 (package.json "packageManager").
if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version)" != 10.* ]]; then
  echo "quickstart: installing pnpm@${PNPM_VERSION}"
  if ! npm install -g "pnpm@${PNPM_VERSION}"; then
    echo "quickstart: could not install pnpm globally; run 'sudo npm install -g pnpm@${PNPM_VERSION}' and retry" >&2
    exit 1
  fi
  hash -r
fi

echo "quickstart: installing dependencies (pnpm $(pnpm --version))"
# A node_modules made by another pnpm or store is replaced without the interactive question.
pnpm install --frozen-lockfile --config.confirm-modules-purge=false

echo "quickstart: building and starting (Ctrl+C stops)"
exec pnpm start
