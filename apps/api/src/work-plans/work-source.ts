import type { Language, PlanSchedule } from '@cvap/contracts';
import type { Orm } from '../db/client.js';

/** A plan as the generator sees it. */
export interface WorkPlan {
  id: number;
  schedule: PlanSchedule;
  /** Work exists for every slot before this instant; null: none generated yet. */
  generatedUntil: Date | null;
  /** No slot before this instant is generated (the China midnight of the day the plan was saved). */
  notBefore: Date | null;
}

/** The work of one slot, to insert. */
export interface PlannedSlot {
  slot: Date;
  dueAt: Date;
}

/** One overdue piece of work to remind its people of. */
export interface OverdueWork {
  id: number;
  /** What the reminder lists (a record number, a plan's name). */
  ref: string;
  userIds: number[];
}

/**
 * What a module contributes to the plan-to-work machinery (ApiModule.workSources; docs/decisions/0030): its plans
 * and how to write their work. Every method runs inside the generator's transaction (`tx`).
 */
export interface WorkSource {
  /** Unique among the sources (counts and logs name it). */
  name: string;
  /**
   * The tenant's plans whose work is behind at `now` (columns.ts's planIsBehind), locked FOR UPDATE SKIP LOCKED
   * (another instance generating at the same moment takes others), at most `limit`, in id order.
   */
  duePlans(tx: Orm, query: { tenantId: number; now: Date; limit: number }): Promise<WorkPlan[]>;
  /** How many of the tenant's plans are behind at `now` (unlocked): what a pass reports its progress against. */
  countBehind(orm: Orm, query: { tenantId: number; now: Date }): Promise<number>;
  /** Inserts the slots' work, ON CONFLICT (plan_id, slot) DO NOTHING; answers how many rows were new. */
  insertWork(tx: Orm, plan: WorkPlan, slots: PlannedSlot[]): Promise<number>;
  /** Moves the plan's watermark (the same transaction as insertWork). */
  setGeneratedUntil(tx: Orm, planId: number, until: Date): Promise<void>;
  /**
   * Optional batch forms of insertWork and setGeneratedUntil (both or neither): the generator then writes a batch
   * of plans in one insert and one update (the benchmark's 5 500 plans: docs/decisions/0030).
   */
  insertWorkBatch?(tx: Orm, items: { plan: WorkPlan; slots: PlannedSlot[] }[]): Promise<number>;
  setGeneratedUntilBatch?(tx: Orm, updates: { planId: number; until: Date }[]): Promise<void>;
  /** Deletes the plan's work not started yet whose slot is at or after `from` (a changed plan regenerates it). */
  dropFutureWork(tx: Orm, planId: number, from: Date): Promise<number>;
  /** Overdue work is reminded once, through the task push, to its people. */
  remind?: {
    /** Open work with due_at < now and reminded_at null, locked FOR UPDATE SKIP LOCKED, at most `limit`. */
    overdue(tx: Orm, query: { tenantId: number; now: Date; limit: number }): Promise<OverdueWork[]>;
    markReminded(tx: Orm, ids: number[], now: Date): Promise<void>;
    /** The task's type and source (a menu code: the console opens it). */
    taskType: string;
    taskSource: string;
    text: Record<Language, { title: (count: number) => string; line: string }>;
  };
}
