import { defineConfig } from 'vitest/config';

// Resolve @cvap/contracts from its TypeScript source, so tests never run against a stale dist/.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['src/**/*.test.ts'] },
});
