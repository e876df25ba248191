import type { Task } from '@cvap/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Notifications } from '../db/client.js';
import { keepListening, type KeptListening } from '../db/keep-listening.js';
import type { TaskHub, TaskRelay } from './task-hub.js';

export const TASK_CHANNEL = 'cvap_task';
/** PostgreSQL caps a NOTIFY payload at 8000 bytes; bigger tasks travel by id and are read back. */
const MAX_INLINE_PAYLOAD = 7000;

type RelayMessage = { origin: string; userId: number; task: Task } | { origin: string; userId: number; taskId: string };

/**
 * Relays task updates between API instances through LISTEN/NOTIFY, so progress reaches the user whichever
 * instance holds the WebSocket. Reconnects the listening connection when it drops.
 */
export class PgTaskRelay implements TaskRelay {
  private readonly origin = randomUUID();
  private readonly listening: KeptListening;

  constructor(
    private readonly notifications: Notifications,
    private readonly hub: TaskHub,
    private readonly loadTask: (id: string) => Promise<{ userId: number; task: Task } | null>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.listening = keepListening(
      (onMessage, onLost) => notifications.listen(TASK_CHANNEL, onMessage, onLost),
      (payload) => void this.receive(payload),
      log,
      'task relay',
    );
  }

  async start(): Promise<void> {
    await this.listening.start();
  }

  private async receive(payload: string): Promise<void> {
    try {
      const message = JSON.parse(payload) as RelayMessage;
      if (message.origin === this.origin || this.hub.connectionCount(message.userId) === 0) return;
      if ('task' in message) return this.hub.deliverLocally(message.userId, message.task);
      const loaded = await this.loadTask(message.taskId);
      if (loaded && loaded.userId === message.userId) this.hub.deliverLocally(message.userId, loaded.task);
    } catch (error) {
      this.log.warn({ err: error }, 'task relay could not handle a notification');
    }
  }

  async send(userId: number, task: Task): Promise<void> {
    const inline = JSON.stringify({ origin: this.origin, userId, task } satisfies RelayMessage);
    const payload =
      Buffer.byteLength(inline) <= MAX_INLINE_PAYLOAD
        ? inline
        : JSON.stringify({ origin: this.origin, userId, taskId: task.id } satisfies RelayMessage);
    try {
      await this.notifications.notify(TASK_CHANNEL, payload);
    } catch (error) {
      // Local delivery already happened; other instances catch up when the client fetches the task.
      this.log.warn({ err: error }, 'task relay could not notify other instances');
    }
  }

  async close(): Promise<void> {
    await this.listening.close();
  }
}
