import { eq } from 'drizzle-orm';
import { AppError, type ServiceContext } from '../../../engine/index.js';
import { quartzJobs } from '../../../db/schema/index.js';

// The scheduler's jobs as the job screen acts on them (run now, pause, resume); the scheduler runs and syncs them.

export type Job = typeof quartzJobs.$inferSelect;

/** Jobs are head-office records (the resource's scope): acting for a community, none are visible. */
export async function ownJob({ orm, scope }: ServiceContext, id: number): Promise<Job> {
  if (scope.kind !== 'headOffice') throw new AppError('HEAD_OFFICE_FORBIDDEN');
  const [job] = await orm.select().from(quartzJobs).where(eq(quartzJobs.id, id));
  if (!job || job.tenantId !== scope.tenantId) throw new AppError('NOT_FOUND');
  return job;
}

/** Pauses or resumes a job (its status); the caller syncs the scheduler afterwards. */
export async function setJobStatus({ orm, now }: ServiceContext, job: Job, status: number): Promise<void> {
  await orm.update(quartzJobs).set({ status, updatedAt: now }).where(eq(quartzJobs.id, job.id));
}
