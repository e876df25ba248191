import type { Task } from '@cvap/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Notifications } from '../db/client.js';
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
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly notifications: Notifications,
    private readonly hub: TaskHub,
    private readonly loadTask: (id: string) => Promise<{ userId: number; task: Task } | null>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.notifications.listen(TASK_CHANNEL, (payload) => void this.receive(payload), (error) => this.reconnect(error, 1000));
  }

  private reconnect(error: Error, delayMs: number): void {
    this.stopListening = null;
    if (this.closed) return;
    this.log.warn({ err: error }, 'task relay lost its LISTEN connection; retrying');
    this.retry = setTimeout(() => {
      // Capped at 4 s so progress flows again within 5 s of the database coming back.
      this.start().catch((next: Error) => this.reconnect(next, Math.min(delayMs * 2, 4000)));
    }, delayMs);
    this.retry.unref();
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
    const payload = Buffer.byteLength(inline) <= MAX_INLINE_PAYLOAD ? inline : JSON.stringify({ origin: this.origin, userId, taskId: task.id } satisfies RelayMessage);
    try {
      await this.notifications.notify(TASK_CHANNEL, payload);
    } catch (error) {
      // Local delivery already happened; other instances catch up when the client fetches the task.
      this.log.warn({ err: error }, 'task relay could not notify other instances');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.stopListening?.();
    this.stopListening = null;
  }
}
