import fp from 'fastify-plugin';
import { ensureDefaultJobs, type DefaultJob } from './defaults.js';
import { JobScheduler } from './scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: JobScheduler;
  }
}

/** Starts the job scheduler once the app is ready and stops it (waiting for running jobs) on close. */
export const schedulerPlugin = fp<{ resyncMs?: number; defaultJobs: readonly DefaultJob[] }>(async (app, options) => {
  const scheduler = new JobScheduler(app.db.orm, app.config, app.files, app.log, options.resyncMs);
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => {
    await ensureDefaultJobs(app.db.orm, options.defaultJobs);
    await scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.close();
  });
});
