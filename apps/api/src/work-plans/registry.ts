import type { WorkSource } from './work-source.js';

/**
 * Every work source the modules contribute (ApiModule.workSources), added by the app at start-up (app.ts), read
 * by the platform's generatePlannedWork job.
 */
export const WORK_SOURCES: WorkSource[] = [];

export function addWorkSources(sources: readonly WorkSource[]): void {
  for (const source of sources) {
    const at = WORK_SOURCES.findIndex((existing) => existing.name === source.name);
    if (at >= 0) WORK_SOURCES[at] = source;
    else WORK_SOURCES.push(source);
  }
}
