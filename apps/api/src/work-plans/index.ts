// The plan-to-work machinery (issue 24, docs/decisions/0030): modules reach it through engine/index.ts.
export { isOverdue, oneWorkADay, planIsBehind, planScheduleColumns, plannedWorkColumns, refuseNeverFiring, scheduleOf } from './columns.js';
export { generatePlan, generatePlannedWork, generatePlanStep, replanFutureWork, MAX_STEP_DAYS, type GenerationCounts } from './generate.js';
export { planTableWork, slotRows } from './plan-queries.js';
export { addWorkSources, WORK_SOURCES } from './registry.js';
export type { OverdueWork, PlannedSlot, WorkPlan, WorkSource } from './work-source.js';
