import { isSessionEndStatus, type TaskClientMessage, type TaskServerMessage } from '@cvap/contracts';
import { endSession } from '../request/session-end.js';
import { toTaskEntry } from './task-list.js';
import { updateTask } from './task-store.js';
import { reconnectDelay } from './reconnect.js';

const PING_INTERVAL_MS = 25_000;

function parse(data: unknown): TaskServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as TaskServerMessage;
    return typeof message === 'object' && message !== null && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * Opens the task push channel: authenticates with the first message, applies pushed tasks to the task
 * store, and reconnects with back-off when the connection drops. Returns the function that stops it.
 */
export function startTaskChannel(url: string, token: string): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const send = (message: TaskClientMessage) => socket?.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));

  const handle = (message: TaskServerMessage) => {
    if (message.type === 'ready') {
      attempt = 0;
      clearInterval(pingTimer);
      pingTimer = setInterval(() => send({ type: 'ping' }), PING_INTERVAL_MS);
    } else if (message.type === 'task') {
      updateTask(toTaskEntry(message.task));
    } else if (message.type === 'error') {
      // Refused (bad token, origin): retrying would be refused again.
      stopped = true;
      if (isSessionEndStatus(message.status)) endSession(message.message, token);
    }
  };

  const connect = () => {
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => send({ type: 'auth', token });
    current.onmessage = (event) => {
      const message = parse(event.data);
      if (message) handle(message);
    };
    current.onclose = () => {
      clearInterval(pingTimer);
      if (stopped || socket !== current) return;
      retryTimer = setTimeout(connect, reconnectDelay(attempt++));
    };
  };

  // Connect on the next tick: a channel stopped right away (React's development double effects) never opens.
  retryTimer = setTimeout(connect, 0);
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    socket?.close();
    socket = null;
  };
}
