import {
  chinaDateOf,
  attendancePeriodResource,
  attendanceRosterResource,
  attendanceScheduleResource,
  attendanceShiftResource,
  labelIn,
  ReviewStatus,
  type Language,
  type ResourceDecl,
} from '@cvap/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  residentialOfWrite,
  AppError,
  generatePlan,
  refuseNeverFiring,
  replanFutureWork,
  type ResourceContext,
  type ResourceHooks,
  valueAfterWrite,
} from '../../engine/index.js';
import { otherResidentialParent } from '../door/index.js';
import { staffMembers } from '../household/schema.js';
import {
  attendanceClockIns,
  attendanceHolidays,
  attendancePeriods,
  attendanceRosters,
  attendanceRosterStaff,
  attendanceSchedules,
  attendanceShifts,
} from './schema.js';
import { refuseClosedDays } from './month/guard.js';
import { HH_MM, spanOf } from './services/rules.js';
import { resettleAround } from './services/settle.js';
import { attendanceWorkSource, workPlanOf } from './work-source.js';

/** 40001 naming one field, in the user's language (the shape of a schema validation failure). */
function fieldError(language: Language, decl: ResourceDecl, field: string, hint: { zh: string; en: string }): AppError {
  const label = labelIn(decl.fields[field]!.label, language);
  const message = labelIn({ zh: `${label}${hint.zh}`, en: `${label} ${hint.en}` }, language);
  return new AppError('VALIDATION_FAILED', { detail: message, data: { fields: [{ field, message }] } });
}
const HH_MM_HINT = { zh: '请按 HH:mm 填写，如 08:30', en: 'must be HH:mm, e.g. 08:30' };

/** The shift's community, refusing (40908, naming `field`) one out of reach or of another community. */
async function shiftResidential(
  ctx: ResourceContext,
  decl: ResourceDecl,
  field: string,
  shiftId: number,
  residential: number | null,
): Promise<number> {
  const [shift] = await ctx.orm
    .select({ residentialId: attendanceShifts.residentialId })
    .from(attendanceShifts)
    .where(eq(attendanceShifts.id, shiftId));
  const reachable =
    shift &&
    (residential === null || shift.residentialId === residential) &&
    (ctx.scope.kind === 'headOffice' || shift.residentialId === ctx.scope.residentialId);
  if (!reachable) throw otherResidentialParent(ctx, decl, field);
  return shift.residentialId;
}

/** Refuses (ATTENDANCE_STAFF_NOT_IN_COMMUNITY) staff who are not approved staff members of the community. */
export async function checkStaff(ctx: Pick<ResourceContext, 'orm'>, staffIds: number[], residential: number): Promise<void> {
  const found = await ctx.orm
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(
        inArray(staffMembers.id, staffIds),
        eq(staffMembers.residentialId, residential),
        eq(staffMembers.reviewStatus, ReviewStatus.passed),
      ),
    );
  if (found.length !== new Set(staffIds).size) throw new AppError('ATTENDANCE_STAFF_NOT_IN_COMMUNITY');
}

const MINUTES_A_DAY = 1440;

interface PeriodTimes {
  signIn: string;
  signOut: string;
  nextDay: number;
}

/**
 * A period's own rules: HH:mm times; a sign-out after the sign-in unless the period is a night one (signs out the
 * next day), and the sign-out window opening after the sign-in window closes; no overlap with the shift's others.
 */
function checkPeriod(language: Language, decl: ResourceDecl, period: PeriodTimes, others: PeriodTimes[]): void {
  const fields = { signIn: 'signIn', signOut: 'signOut' };
  if (!HH_MM.test(period.signIn)) throw fieldError(language, decl, fields.signIn, HH_MM_HINT);
  if (!HH_MM.test(period.signOut)) throw fieldError(language, decl, fields.signOut, HH_MM_HINT);
  const span = spanOf(period);
  // A day period signs out after it signs in; a night one (signing out the next day) is read across midnight.
  if (span.to <= span.from)
    throw new AppError('ATTENDANCE_SIGN_OUT_BEFORE_SIGN_IN', { params: { signIn: period.signIn, signOut: period.signOut } });
  const text = (p: PeriodTimes) => `${p.signIn}-${p.signOut}`;
  // Longer than a day, it runs into its own sign-in of the next day (24 hours sharp, a 24-hour duty, only meets it).
  if (span.to - span.from > MINUTES_A_DAY) throw new AppError('ATTENDANCE_PERIOD_OVER_A_DAY', { params: { period: text(period) } });
  for (const other of others) {
    const o = spanOf(other);
    // Two periods overlap on the same day, or a night period's morning runs into the next day's first period.
    const overlaps = (a: { from: number; to: number }, b: { from: number; to: number }) => a.from < b.to && b.from < a.to;
    const shifted = { from: o.from + MINUTES_A_DAY, to: o.to + MINUTES_A_DAY };
    if (overlaps(span, o) || overlaps(span, shifted) || overlaps({ from: span.from + MINUTES_A_DAY, to: span.to + MINUTES_A_DAY }, o))
      throw new AppError('ATTENDANCE_PERIODS_OVERLAP', { params: { period: text(period), other: text(other) } });
  }
}

const PERIOD_DEFAULTS = { signInBefore: 60, signInAfter: 120, signOutBefore: 120, signOutAfter: 240, allowLate: 0, allowEarly: 0 };

/** A shift is saved with its first period (its virtual create fields); the periods' text is read with it. */
export const attendanceShiftHooks: ResourceHooks = {
  uniqueConstraints: { attendance_shifts_residential_name_uq: ['shiftName'] },
  beforeWrite(ctx, _values, input, existing) {
    if (existing !== null) return;
    checkPeriod(
      ctx.request.language,
      attendanceShiftResource,
      { signIn: String(input.signIn ?? ''), signOut: String(input.signOut ?? ''), nextDay: Number(input.nextDay ?? 0), ...PERIOD_DEFAULTS },
      [],
    );
  },
  async afterWrite(ctx, id, input, existing) {
    if (existing !== null) return;
    const [shift] = await ctx.orm
      .select({ residentialId: attendanceShifts.residentialId })
      .from(attendanceShifts)
      .where(eq(attendanceShifts.id, id));
    await ctx.orm.insert(attendancePeriods).values({
      residentialId: shift!.residentialId,
      shiftId: id,
      signIn: String(input.signIn),
      signOut: String(input.signOut),
      nextDay: Number(input.nextDay ?? 0),
      ...PERIOD_DEFAULTS,
    });
  },
  async loadVirtual(orm, rows) {
    const ids = rows.map((row) => row.id as number);
    if (ids.length === 0) return;
    const periods = await orm
      .select()
      .from(attendancePeriods)
      .where(inArray(attendancePeriods.shiftId, ids))
      .orderBy(asc(attendancePeriods.signIn));
    for (const row of rows) {
      const own = periods.filter((period) => period.shiftId === row.id);
      row.periodsText = own.map((period) => `${period.signIn}-${period.nextDay ? '+' : ''}${period.signOut}`).join(', ');
      // The first period's fields (the create form's) read as the shift's first period now.
      row.signIn = own[0]?.signIn ?? '';
      row.signOut = own[0]?.signOut ?? '';
      row.nextDay = own[0]?.nextDay ?? 0;
    }
  },
};

/** A period: its shift of the community, its times (see checkPeriod); the last period of a shift cannot be deleted. */
export const attendancePeriodHooks: ResourceHooks = {
  async beforeWrite(ctx, values, _input, existing) {
    const residential = residentialOfWrite(ctx, values, existing);
    const shiftId = Number(valueAfterWrite(values, existing, 'shiftId'));
    const shiftResidentialId = await shiftResidential(ctx, attendancePeriodResource, 'shiftId', shiftId, residential);
    values.residentialId = shiftResidentialId;
    const read = (field: string) => valueAfterWrite(values, existing, field);
    const period: PeriodTimes = {
      signIn: String(read('signIn') ?? ''),
      signOut: String(read('signOut') ?? ''),
      nextDay: Number(read('nextDay') ?? 0),
    };
    const others = await ctx.orm
      .select()
      .from(attendancePeriods)
      .where(and(eq(attendancePeriods.shiftId, shiftId), existing ? ne(attendancePeriods.id, existing.id as number) : undefined));
    checkPeriod(ctx.request.language, attendancePeriodResource, period, others);
  },
  async beforeDelete(ctx, existing) {
    const rows = await ctx.orm
      .select({ id: attendancePeriods.id })
      .from(attendancePeriods)
      .where(eq(attendancePeriods.shiftId, existing.shiftId as number))
      .for('update');
    if (rows.length <= 1) throw new AppError('ATTENDANCE_LAST_PERIOD');
  },
};

const SCHEDULE_FIELDS = ['mode', 'pattern', 'startsOn', 'endsOn', 'leadDays', 'staggered'];
const REST = new Set(['休', '休息', 'off', 'rest', '-']);

/** A rotation's pattern as the names of its steps, in order. */
export function patternNames(pattern: string): string[] {
  return pattern
    .split(/[-,，、\s]+/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** A step of a pattern naming a day off (休). */
export function isRestStep(name: string): boolean {
  return REST.has(name);
}

/**
 * A rotation: its staff approved staff of its community, its pattern the community's shift names (休 for a day off)
 * with at least one shift. Saving makes its schedule up to its horizon in the same transaction; a changed pattern,
 * span or staff drops the schedule not settled from today on and makes it again.
 */
export const attendanceRosterHooks: ResourceHooks = {
  async beforeWrite(ctx, values, input, existing) {
    const language = ctx.request.language;
    const residential = residentialOfWrite(ctx, values, existing) ?? 0;
    const staffIds = input.staffIds as number[] | undefined;
    if (staffIds !== undefined) {
      if (staffIds.length === 0)
        throw fieldError(language, attendanceRosterResource, 'staffIds', { zh: '请至少选择一人', en: 'needs at least one person' });
      await checkStaff(ctx, staffIds, residential);
    }
    const pattern = String(valueAfterWrite(values, existing, 'pattern') ?? '');
    const names = patternNames(pattern);
    const shifts = await ctx.orm
      .select({ id: attendanceShifts.id, name: attendanceShifts.shiftName })
      .from(attendanceShifts)
      .where(eq(attendanceShifts.residentialId, residential));
    const ids = names.map((name) => {
      if (isRestStep(name)) return null;
      const shift = shifts.find((row) => row.name === name);
      if (!shift) throw new AppError('ATTENDANCE_ROSTER_PATTERN', { params: { name } });
      return shift.id;
    });
    if (!ids.some((id) => id !== null)) throw new AppError('ATTENDANCE_ROSTER_PATTERN', { params: { name: pattern || '-' } });
    values.patternShiftIds = ids;
    values.cycle = { kind: 'daily' };
    values.timeOfDay = '00:00';
    values.windowMinutes = 1440;
    refuseNeverFiring({
      cycle: { kind: 'daily' },
      startsOn: String(valueAfterWrite(values, existing, 'startsOn')),
      endsOn: (valueAfterWrite(values, existing, 'endsOn') as string | null | undefined) ?? null,
    });
  },
  async afterWrite(ctx, id, input, existing) {
    const staffIds = input.staffIds as number[] | undefined;
    const before = existing ? ((existing.staffIds as number[] | undefined) ?? []) : [];
    if (staffIds !== undefined) {
      await ctx.orm.delete(attendanceRosterStaff).where(eq(attendanceRosterStaff.rosterId, id));
      await ctx.orm.insert(attendanceRosterStaff).values([...new Set(staffIds)].map((staffId, seq) => ({ rosterId: id, seq, staffId })));
    }
    const [row] = await ctx.orm.select().from(attendanceRosters).where(eq(attendanceRosters.id, id));
    if (row!.enabled !== 1) return;
    const now = ctx.now;
    const plan = workPlanOf(row!);
    const changed =
      existing !== null &&
      (SCHEDULE_FIELDS.some((field) => field in input && String(input[field] ?? '') !== String(existing[field] ?? '')) ||
        (staffIds !== undefined && staffIds.join(',') !== before.join(',')));
    if (existing === null) await generatePlan(ctx.orm, attendanceWorkSource, plan, now);
    else if (changed || existing.enabled !== 1) await replanFutureWork(ctx.orm, attendanceWorkSource, plan, now);
  },
  async loadVirtual(orm, rows) {
    const ids = rows.map((row) => row.id as number);
    if (ids.length === 0) return;
    const links = await orm
      .select({ rosterId: attendanceRosterStaff.rosterId, staffId: attendanceRosterStaff.staffId, name: staffMembers.name })
      .from(attendanceRosterStaff)
      .innerJoin(staffMembers, eq(staffMembers.id, attendanceRosterStaff.staffId))
      .where(inArray(attendanceRosterStaff.rosterId, ids))
      .orderBy(asc(attendanceRosterStaff.rosterId), asc(attendanceRosterStaff.seq));
    for (const row of rows) {
      const staff = links.filter((link) => link.rosterId === row.id);
      row.staffIds = staff.map((link) => link.staffId);
      row.staffNames = staff.map((link) => link.name).join('、');
    }
  },
};

/** A schedule entered by hand (a swap, a change): staff and shift of its community; a change makes it unsettled. */
export const attendanceScheduleHooks: ResourceHooks = {
  uniqueConstraints: { attendance_schedules_staff_day_uq: ['staffId', 'day'] },
  async beforeWrite(ctx, values, _input, existing) {
    const residential = residentialOfWrite(ctx, values, existing);
    const shiftId = Number(valueAfterWrite(values, existing, 'shiftId'));
    const residentialId = await shiftResidential(ctx, attendanceScheduleResource, 'shiftId', shiftId, residential);
    values.residentialId = residentialId;
    await checkStaff(ctx, [Number(valueAfterWrite(values, existing, 'staffId'))], residentialId);
    await refuseClosedDays(ctx.orm, residentialId, [String(valueAfterWrite(values, existing, 'day')), existing?.day as string | undefined]);
    values.settled = 0;
  },
  async beforeDelete(ctx, existing) {
    await refuseClosedDays(ctx.orm, existing.residentialId as number, [existing.day as string]);
  },
};

/** A holiday or swapped working day: refused in a closed month; a change sets the community's schedules of that day to be computed again. */
export const attendanceHolidayHooks: ResourceHooks = {
  uniqueConstraints: { attendance_holidays_residential_day_uq: ['day'] },
  async beforeWrite(ctx, values, _input, existing) {
    const residential = residentialOfWrite(ctx, values, existing) ?? 0;
    await refuseClosedDays(ctx.orm, residential, [String(valueAfterWrite(values, existing, 'day')), existing?.day as string | undefined]);
  },
  async afterWrite(ctx, id, _input, existing) {
    const [row] = await ctx.orm.select().from(attendanceHolidays).where(eq(attendanceHolidays.id, id));
    await unsettleResidentialDays(ctx, row!.residentialId, [row!.day, existing?.day as string | undefined]);
  },
  async beforeDelete(ctx, existing) {
    await refuseClosedDays(ctx.orm, existing.residentialId as number, [existing.day as string]);
    await unsettleResidentialDays(ctx, existing.residentialId as number, [existing.day as string]);
  },
};

async function unsettleResidentialDays(ctx: ResourceContext, residentialId: number, days: (string | undefined)[]): Promise<void> {
  const wanted = days.filter((day): day is string => typeof day === 'string');
  await ctx.orm
    .update(attendanceSchedules)
    .set({ settled: 0 })
    .where(and(eq(attendanceSchedules.residentialId, residentialId), inArray(attendanceSchedules.day, wanted)));
}

/**
 * A console correction: a staff member of the community, a time not in the future, and its reason (required);
 * stamped with who made it, it settles again the days it touches at once (the write is in the operation log).
 */
export const attendanceClockInHooks: ResourceHooks = {
  async beforeWrite(ctx, values) {
    const residential = residentialOfWrite(ctx, values, null) ?? 0;
    const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
    if (!reason) throw new AppError('ATTENDANCE_REASON_REQUIRED');
    values.reason = reason;
    const clockedAt = values.clockedAt instanceof Date ? values.clockedAt : new Date(String(values.clockedAt));
    if (clockedAt.getTime() > ctx.now.getTime()) throw new AppError('ATTENDANCE_CLOCK_IN_FUTURE');
    await checkStaff(ctx, [Number(values.staffId)], residential);
    await refuseClosedDays(ctx.orm, residential, [chinaDateOf(clockedAt)]);
    values.residentialId = residential;
    values.source = 'console';
    values.createdBy = ctx.user.id;
  },
  async afterWrite(ctx, id) {
    const [row] = await ctx.orm.select().from(attendanceClockIns).where(eq(attendanceClockIns.id, id));
    await resettleAround(ctx.orm, row!, ctx.now);
  },
};
