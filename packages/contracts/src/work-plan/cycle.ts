import { z } from 'zod';

/**
 * Plans that make work (issue 24; docs/decisions/0030-plans-that-make-work.md): the cycle a maintenance plan, a
 * patrol plan or a shift repeats on, and the slots it fires at. Pure: the API generates work from it, the console
 * previews it. Every date is a China date (Asia/Shanghai, UTC+8, no daylight saving), as the scheduler's and the
 * dashboard's are.
 *
 * - `monthly` days past a month's end (29, 30, 31) fire on its last day (31 → 30 April, 28 or 29 February); two
 *   such days falling on the same last day make one slot.
 * - `yearly` dates must exist in a leap year (02-30 never fires); 02-29 fires on 28 February in common years.
 * - `everyNDays` counts from `startsOn` (day 0 fires).
 */
export const CycleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('daily') }),
  z.strictObject({ kind: z.literal('weekly'), weekdays: z.array(z.number().int().min(1).max(7)).max(7) }),
  z.strictObject({ kind: z.literal('monthly'), days: z.array(z.number().int().min(1).max(31)).max(31) }),
  z.strictObject({
    kind: z.literal('yearly'),
    dates: z.array(z.strictObject({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) })).max(366),
  }),
  // n < 1 passes the schema so that neverFires, not a generic validation error, names the problem.
  z.strictObject({ kind: z.literal('everyNDays'), n: z.number().int().max(3660) }),
]);
export type Cycle = z.infer<typeof CycleSchema>;
export type CycleKind = Cycle['kind'];

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** When a plan's work is due: its cycle, its span, the slot's start time, how long it may take, how far ahead. */
export const PlanScheduleSchema = z.strictObject({
  cycle: CycleSchema,
  /** First China date the plan may fire on (YYYY-MM-DD). */
  startsOn: z.string().regex(DATE),
  /** Last China date it may fire on, included; null: no end. */
  endsOn: z.string().regex(DATE).nullable().optional(),
  /** The slot's start, China time (HH:mm). */
  timeOfDay: z.string().regex(TIME),
  /** Minutes after the slot's start the work is due; open work past that is overdue. */
  windowMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 366),
  /** Whole China days of work generated ahead of today (0: today's only). */
  leadDays: z.number().int().min(0).max(90),
});
export type PlanSchedule = z.infer<typeof PlanScheduleSchema>;

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a China date (YYYY-MM-DD). */
export function dayNumber(date: string): number {
  return Math.floor(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS);
}

/** The China date (YYYY-MM-DD) of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The China date an instant falls on. */
export function chinaDateOf(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China date's time of day (HH:mm, default midnight) is. */
export function chinaInstant(date: string, timeOfDay = '00:00'): Date {
  const minutes = Number(timeOfDay.slice(0, 2)) * 60 + Number(timeOfDay.slice(3, 5));
  return new Date(dayNumber(date) * DAY_MS + minutes * 60_000 - CHINA_OFFSET_MS);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether the cycle fires on a China date (span aside). */
export function firesOn(cycle: Cycle, startsOn: string, date: string): boolean {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  switch (cycle.kind) {
    case 'daily':
      return true;
    case 'weekly': {
      const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
      return cycle.weekdays.includes(weekday);
    }
    case 'monthly': {
      const last = daysInMonth(year, month);
      return cycle.days.some((d) => d === day || (day === last && d > last));
    }
    case 'yearly': {
      const last = daysInMonth(year, month);
      return cycle.dates.some(
        (d) => d.month === month && d.day <= daysInMonth(2000, month) && (d.day === day || (day === last && d.day > last)),
      );
    }
    case 'everyNDays': {
      const since = dayNumber(date) - dayNumber(startsOn);
      return cycle.n >= 1 && since >= 0 && since % cycle.n === 0;
    }
  }
}

/**
 * The slots a plan fires at in [from, to): each a China date the cycle fires on within [startsOn, endsOn], at
 * `timeOfDay`. In order, each once.
 */
export function occurrences(schedule: PlanSchedule, from: Date, to: Date): Date[] {
  const slots: Date[] = [];
  if (to <= from) return slots;
  const first = Math.max(dayNumber(chinaDateOf(from)), dayNumber(schedule.startsOn));
  const lastDay = Math.min(dayNumber(chinaDateOf(to)), schedule.endsOn ? dayNumber(schedule.endsOn) : Infinity);
  for (let day = first; day <= lastDay; day++) {
    const date = dateOfDay(day);
    if (!firesOn(schedule.cycle, schedule.startsOn, date)) continue;
    const slot = chinaInstant(date, schedule.timeOfDay);
    if (slot >= from && slot < to) slots.push(slot);
  }
  return slots;
}

/** When the work of a slot is due (overdue after, while open). */
export function dueAtOf(schedule: Pick<PlanSchedule, 'windowMinutes'>, slot: Date): Date {
  return new Date(slot.getTime() + schedule.windowMinutes * 60_000);
}

/**
 * True when the plan can never make work: a weekly cycle without weekdays, a monthly one without days, a yearly
 * one whose dates do not exist (02-30), every N days with N < 1, an end before the start, or a span in which the
 * cycle has no day (weekly on Mondays from a Tuesday to the Sunday after). The API refuses such a plan
 * (PLAN_CYCLE_NEVER_FIRES).
 */
export function neverFires(schedule: Pick<PlanSchedule, 'cycle' | 'startsOn' | 'endsOn'>): boolean {
  const { cycle, startsOn, endsOn } = schedule;
  const start = dayNumber(startsOn);
  const end = endsOn ? dayNumber(endsOn) : undefined;
  if (end !== undefined && end < start) return true;
  if (cycle.kind === 'everyNDays') return cycle.n < 1;
  // Every other cycle repeats within a year (a yearly 02-29 fires every year, on the 28th in common years).
  const last = Math.min(end ?? Infinity, start + 366);
  for (let day = start; day <= last; day++) if (firesOn(cycle, startsOn, dateOfDay(day))) return false;
  return true;
}

/**
 * The end (exclusive) of the span generated ahead at `now`: midnight (China) after the day `leadDays` after today.
 * Whole days, so a plan's watermark moves once a day, not at every fire.
 */
export function generationHorizon(schedule: Pick<PlanSchedule, 'leadDays'>, now: Date): Date {
  return chinaInstant(dateOfDay(dayNumber(chinaDateOf(now)) + schedule.leadDays + 1));
}
