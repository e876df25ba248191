import type { Task, TaskServerMessage } from '@cvap/contracts';
import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  messages: TaskServerMessage[];
  /** When each message arrived (Date.now()), index for index with `messages`. */
  receivedAt: number[];
  /** Resolves with the first message (already received or coming) that matches. */
  next(match: (m: TaskServerMessage) => boolean, timeoutMs?: number): Promise<TaskServerMessage>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** A real WebSocket client (the ws package) on the task channel. */
export function openTaskSocket(
  baseUrl: string,
  options: { origin?: string; language?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = { ...(options.language ? { 'accept-language': options.language } : {}), ...options.headers };
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/task/ws`, {
    headers,
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
  const messages: TaskServerMessage[] = [];
  const receivedAt: number[] = [];
  const waiters = new Set<{ match: (m: TaskServerMessage) => boolean; resolve: (m: TaskServerMessage) => void }>();
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as TaskServerMessage;
    messages.push(message);
    receivedAt.push(Date.now());
    for (const waiter of waiters)
      if (waiter.match(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) =>
      reject(Object.assign(new Error(`HTTP ${response.statusCode}`), { statusCode: response.statusCode })),
    );
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        receivedAt,
        closed,
        send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
        close: () => socket.close(),
        next(match, timeoutMs = 10_000) {
          const found = messages.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((resolveNext, rejectNext) => {
            const waiter = { match, resolve: (m: TaskServerMessage) => (clearTimeout(timer), resolveNext(m)) };
            const timer = setTimeout(
              () => (
                waiters.delete(waiter),
                rejectNext(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`))
              ),
              timeoutMs,
            );
            waiters.add(waiter);
          });
        },
      }),
    );
  });
}

/** A task socket authenticated with `token` (answered `ready`), on the app listening at `baseUrl`. */
export async function readyTaskSocket(baseUrl: string, token: string, language?: string): Promise<TestSocket> {
  const socket = await openTaskSocket(baseUrl, { origin: baseUrl, ...(language ? { language } : {}) });
  socket.send({ type: 'auth', token });
  await socket.next((m) => m.type === 'ready');
  return socket;
}

/** A pushed task update (progress or end), as opposed to the socket's other messages. */
export const isTaskMessage = (m: TaskServerMessage): m is Extract<TaskServerMessage, { type: 'task' }> => m.type === 'task';

/** The task as pushed when it leaves 205 (in progress). */
export async function taskEnded(socket: TestSocket, taskId: string, timeoutMs = 30_000): Promise<Task> {
  return ((await socket.next((m) => isTaskMessage(m) && m.task.id === taskId && m.task.status !== 205, timeoutMs)) as { task: Task }).task;
}
