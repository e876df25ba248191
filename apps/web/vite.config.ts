/// <reference types="vitest/config" />
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiTarget = env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
  return {
    plugins: [react()],
    resolve: {
      // @cvap/contracts exports its TypeScript sources under the `source` condition.
      conditions: ['source', ...defaultClientConditions],
    },
    // Unit tests run in Vite's server environment: the same condition applies there.
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, ws: true },
        // Embedded mode and internal hosts call the API under cvap/api/ (spec section 7).
        '/cvap/api': { target: apiTarget, ws: true, rewrite: (path) => path.replace(/^\/cvap\/api/, '/api') },
        '/help': { target: apiTarget },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: scripts/login-bundle-size.mjs measures the login route's initial JS from it.
      manifest: true,
    },
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
    },
  };
});
