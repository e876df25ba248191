import { checkJobInput, type ResourceHooks } from '../../engine/index.js';

const DEFAULT_GROUP = 'DEFAULT';

/** A job is saved only with a registered handler, a cron that fires, and parameters its handler accepts. */
export const quartzJobHooks: ResourceHooks = {
  beforeWrite(_ctx, values, _input, existing) {
    const pick = (name: string) => (values[name] !== undefined ? values[name] : existing?.[name]);
    values.parameter = checkJobInput({
      handler: String(pick('handler') ?? ''),
      cronExpression: String(pick('cronExpression') ?? ''),
      parameter: (pick('parameter') as string | null) ?? null,
    });
    if (typeof values.cronExpression === 'string') values.cronExpression = values.cronExpression.trim();
    if ('jobGroup' in values && !values.jobGroup) values.jobGroup = DEFAULT_GROUP;
  },
  // After the commit (on PGlite the one connection is free again), before the answer leaves: the caller sees
  // this instance's schedule already updated; other instances re-read the jobs table (scheduler resync).
  async afterCommit(ctx) {
    await ctx.request.server.scheduler.sync();
  },
};
