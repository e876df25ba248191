import type { Task, TaskServerMessage } from '@cvap/contracts';

export type Deliver = (message: TaskServerMessage) => void;

/** Carries task updates to other API instances; the hub hands it what it published and what it receives. */
export interface TaskRelay {
  send(userId: number, task: Task): Promise<void>;
  close(): Promise<void>;
}

/**
 * Pushes task updates to the owner's WebSocket connections on this instance only, and through the relay to
 * the other instances (which deliver to the sockets they hold). Nobody else's connections receive them.
 */
export class TaskHub {
  private readonly byUser = new Map<number, Set<Deliver>>();
  private relay: TaskRelay | null = null;

  useRelay(relay: TaskRelay): void {
    this.relay = relay;
  }

  /** Registers a connection of the user; returns its removal. */
  attach(userId: number, deliver: Deliver): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(deliver);
    return () => {
      set.delete(deliver);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  connectionCount(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  deliverLocally(userId: number, task: Task): void {
    for (const deliver of this.byUser.get(userId) ?? []) deliver({ type: 'task', task });
  }

  async publish(userId: number, task: Task): Promise<void> {
    this.deliverLocally(userId, task);
    await this.relay?.send(userId, task);
  }

  async close(): Promise<void> {
    await this.relay?.close();
    this.relay = null;
    this.byUser.clear();
  }
}
