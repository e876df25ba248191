import fp from 'fastify-plugin';
import { PgTaskRelay } from '../tasks/pg-relay.js';
import { TaskHub } from '../tasks/task-hub.js';
import { TaskService } from '../tasks/task-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    taskHub: TaskHub;
  }
}

/** Heartbeats every 15 s; a 205 task silent for a minute belongs to a dead process. */
const STALE_AFTER_MS = 60_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * The task service and push hub. On PostgreSQL the hub relays through LISTEN/NOTIFY so several API instances
 * deliver progress whichever holds the socket, and a periodic sweep fails tasks whose instance died. On PGlite
 * (one process owns the database) every task still at 205 at start-up was interrupted.
 */
export const tasksPlugin = fp(async (app) => {
  const hub = new TaskHub();
  const service = new TaskService(app.db.orm, hub, app.log);
  app.decorate('taskHub', hub);
  app.decorate('tasks', service);

  const notifications = app.db.notifications;
  const relay = notifications ? new PgTaskRelay(notifications, hub, (id) => service.load(id), app.log) : null;
  if (relay) hub.useRelay(relay);
  let sweep: NodeJS.Timeout | null = null;

  app.addHook('onReady', async () => {
    await relay?.start();
    const interrupted = await service.failInterrupted(notifications ? new Date(Date.now() - STALE_AFTER_MS) : null);
    if (interrupted) app.log.warn({ interrupted }, 'tasks interrupted by a restart were marked failed');
    if (notifications) {
      sweep = setInterval(() => {
        service
          .failInterrupted(new Date(Date.now() - STALE_AFTER_MS))
          .catch((error: unknown) => app.log.warn({ err: error }, 'task sweep failed'));
      }, SWEEP_EVERY_MS);
      sweep.unref();
    }
  });

  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
    await service.close();
    await hub.close();
  });
});
