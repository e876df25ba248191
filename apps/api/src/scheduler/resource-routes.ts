import { quartzJobLogResource, quartzJobResource } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { quartzJobLogs, quartzJobs } from '../db/schema/index.js';
import { registerResource } from '../resources/engine/register.js';
import type { ResourceHooks } from '../resources/engine/types.js';
import { checkJobInput } from './validate-job.js';

const DEFAULT_GROUP = 'DEFAULT';

/** A job is saved only with a registered handler, a cron that fires, and parameters its handler accepts. */
export const quartzJobHooks: ResourceHooks = {
  beforeWrite(_ctx, values, _input, existing) {
    const pick = (name: string) => (values[name] !== undefined ? values[name] : existing?.[name]);
    values.parameter = checkJobInput({ handler: String(pick('handler') ?? ''), cronExpression: String(pick('cronExpression') ?? ''), parameter: (pick('parameter') as string | null) ?? null });
    if (typeof values.cronExpression === 'string') values.cronExpression = values.cronExpression.trim();
    if ('jobGroup' in values && !values.jobGroup) values.jobGroup = DEFAULT_GROUP;
  },
};

/** quartzJob and quartzJobLog resources; a change to a job reaches this instance's schedule at once. */
export async function jobResourceRoutes(app: FastifyInstance): Promise<void> {
  // Before the answer leaves but after the handler: the write has committed (and on PGlite released the one
  // connection), and the caller sees the schedule already updated.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300 && request.routeOptions.config.opLog?.resource === quartzJobResource.name) {
      await app.scheduler.sync().catch((error: unknown) => request.log.warn({ err: error }, 'job schedule refresh failed'));
    }
    return payload;
  });
  await registerResource(app, quartzJobResource, quartzJobs, quartzJobHooks);
  await registerResource(app, quartzJobLogResource, quartzJobLogs);
}
