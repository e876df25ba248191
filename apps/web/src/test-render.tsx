/**
 * Component tests' harness (test-*: never shipped): a real HTTP server the console's axios client is pointed at,
 * and a render inside the providers the console runs in (antd, i18n, TanStack Query, router, the user).
 * Nothing of ours is mocked: a test answers the HTTP calls the components make, and reads what they render.
 */
import type { Language, UserInfo } from '@cvap/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { CONSOLE_TEXTS } from './console-texts.js';
import { changeLanguage, i18n, initI18n } from './i18n/index.js';
import { httpClient } from './request/client.js';
import { bindNoticeApis } from './request/notify.js';
import { UserProvider } from './session/user-info.js';

// What a browser has and jsdom lacks, as antd's responsive grid and its measuring components use it.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export interface Received {
  method: string;
  path: string;
  body: unknown;
}

/** Answers a call with the envelope's data, or `{ status, message }` for a business error; undefined: 404. */
export type Answer = { data: unknown } | { status: number; message: string; data?: unknown } | undefined;
export type Handler = (call: Received) => Answer | Promise<Answer>;

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Starts an HTTP server for the file's tests and points the client at it. `answer(handler)` sets how the next
 * calls are answered; `received` lists the calls made since the last test began.
 */
export function startTestServer() {
  // A busy machine (CI, several runs at once) renders antd slowly: wait for what a test looks for longer than the
  // defaults (1 s, 5 s a test); a test that passes does not wait.
  configure({ asyncUtilTimeout: 15_000 });
  vi.setConfig({ testTimeout: 30_000 });
  let server: Server;
  let handler: Handler = () => undefined;
  const received: Received[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://test');
        const call = { method: request.method ?? 'GET', path: url.pathname, body: await bodyOf(request) };
        received.push(call);
        const answer = await handler(call);
        const envelope =
          answer === undefined
            ? { status: 404, message: `no answer for ${call.method} ${call.path}`, data: null }
            : 'status' in answer
              ? { data: null, ...answer }
              : { status: 200, message: 'ok', data: answer.data };
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(envelope));
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    httpClient.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // Node's own fetch: a real request, without the browser's cross-origin rules between the page and the server.
    httpClient.defaults.adapter = 'fetch';
    await initI18n(CONSOLE_TEXTS);
  });
  afterEach(() => {
    cleanup();
    received.length = 0;
    handler = () => undefined;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    received,
    answer: (next: Handler) => {
      handler = next;
    },
  };
}

/** A user granted these element codes, acting for the head office. */
export function testUser(elements: readonly string[]): UserInfo {
  return {
    id: 1,
    name: '管理员',
    username: 'admin',
    headOffice: true,
    kiosk: false,
    menuTrees: [],
    elements: elements.map((code) => ({ code })),
    communities: [],
    preferences: { language: 'zh_cn' },
    hwBridgeUrl: 'http://127.0.0.1:9090',
  };
}

function NoticeBridge() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => bindNoticeApis({ message, notification }), [message, notification]);
  return null;
}

/** Renders inside the console's providers, in the given language, with a fresh query cache. */
export async function renderInConsole(
  ui: ReactNode,
  { language = 'zh_cn', user = testUser([]), path = '/' }: { language?: Language; user?: UserInfo; path?: string } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  if (i18n.language !== language) await changeLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const result = render(
    // eslint-disable-next-line no-restricted-syntax -- antd's locale object, not a label
    <ConfigProvider locale={language === 'en' ? enUS : zhCN} button={{ autoInsertSpace: false }} wave={{ disabled: true }}>
      <AntApp>
        <NoticeBridge />
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <UserProvider value={user}>{ui}</UserProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
  return { ...result, queryClient };
}
