/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { shellEn as en } from './src/i18n/shell-en.js';
import { shellZh as zhCn } from './src/i18n/shell-zh_cn.js';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) twin of every compressible built file of 1 kB or more, when smaller:
 * the API serves them to browsers that accept them (apps/api/src/plugins/web-dist.ts), so no request pays for
 * compressing. Maximum levels: this runs once per build.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  return {
    name: 'cvap-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        const br = brotliCompressSync(content, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        const gz = gzipSync(content, { level: 9 });
        if (br.length < content.length) writeFileSync(`${file}.br`, br);
        if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The login page's shell, painted from index.html before any JavaScript: the page's frame and its form as
 * placeholders, in Chinese with the English texts beside them (public/login-shell.js switches to them for a
 * stored English choice, and removes the shell on any other page). React replaces it when it renders.
 * Texts come from the i18n catalogues.
 */
function loginShell(): Plugin {
  const text = (key: 'title' | 'subtitle' | 'username' | 'password' | 'submit') =>
    `data-en="${escapeHtml(en.login[key])}">${escapeHtml(zhCn.login[key])}`;
  const product = `data-en="${escapeHtml(en.app.productName)}">${escapeHtml(zhCn.app.productName)}`;
  const shell = `<div class="login-page login-shell" data-testid="login-shell" aria-busy="true">
      <section class="login-page__brand"><div class="login-page__logo"><span ${product}</span></div><h1 class="login-page__headline" ${text('subtitle')}</h1></section>
      <section class="login-page__panel"><div class="login-page__card">
        <h2 class="login-page__title" ${text('title')}</h2><p class="login-page__product" ${product}</p>
        <div class="login-shell__label" ${text('username')}</div><div class="login-shell__input"></div>
        <div class="login-shell__label" ${text('password')}</div><div class="login-shell__input"></div>
        <div class="login-shell__button" ${text('submit')}</div>
      </div></section>
    </div>
    <script src="/login-shell.js"></script>`;
  // The login page's own rules, and the placeholders' (the same sizes as antd's middle-size controls).
  const style = `<style>body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}
${readFileSync(resolve(import.meta.dirname, 'src/features/login/login.css'), 'utf8')}
.login-shell__label{margin:0 0 8px;color:rgba(0,0,0,.88);font-size:14px}
.login-shell__input{height:32px;margin:0 0 24px;border:1px solid #d9d9d9;border-radius:6px;background:#fff}
.login-shell__button{height:32px;line-height:32px;margin-top:56px;border-radius:6px;background:#1677ff;color:#fff;text-align:center;font-size:14px;opacity:.65}</style>`;
  return {
    name: 'cvap-login-shell',
    transformIndexHtml: (html) =>
      html.replace('</head>', `${style}\n  </head>`).replace('<div id="root"></div>', `<div id="root">${shell}</div>`),
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiTarget = env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
  return {
    plugins: [react(), loginShell(), precompress()],
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
      // Pure tests run in Node; component tests (*.test.tsx) say `// @vitest-environment jsdom` at their top.
      include: ['src/**/*.test.{ts,tsx}'],
      // Vitest's default is one worker per core but one: a single file at a time on CI's two cores.
      maxWorkers: 2,
      // Component tests load antd and its icons pre-bundled from their ES builds (its CommonJS build requires
      // ES-module-only packages, and one bundle loads much faster than its thousand modules).
      alias: [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' }],
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              'antd',
              'antd/locale/en_US',
              'antd/locale/zh_CN',
              '@ant-design/icons/es',
              'react',
              'react-dom',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
              'react-dom/client',
              'react-dom/test-utils',
              '@testing-library/react',
              '@tanstack/react-query',
              'react-i18next',
              'react-router-dom',
            ],
          },
        },
      },
    },
  };
});
