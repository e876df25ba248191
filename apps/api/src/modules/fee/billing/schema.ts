import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { buildingFloors, buildings, createdAt, residentials, tenants, updatedAt, users } from '../../../db/schema/index.js';

/**
 * Fees (docs/decisions/0018-fee-money-and-bill-lines.md). Money is exact decimals: a stored amount is
 * numeric(14,2) (yuan to the fen, read and written as text, never a JavaScript number); a unit price, an area or a
 * usage and a formula's intermediate value are numeric with four places.
 */
const amount = (name: string) => numeric(name, { precision: 14, scale: 2 });
const scaled4 = (name: string) => numeric(name, { precision: 18, scale: 4 });

/** Fee standards (spec section 9 chargeStandard; HC pay_fee_config): what a fee is and how one line is computed. */
export const feeStandards = pgTable(
  'fee_standards',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    /** property, parking, water, electricity, gas, rubbish, other (contracts fee/billing/options.ts). */
    feeType: varchar('fee_type', { length: 20 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    /** 1 monthly, 2 every N months, 3 yearly, 4 one-off. */
    cycleKind: smallint('cycle_kind').notNull().default(1),
    /** Months per cycle (1 monthly, N, 12 yearly). */
    cycleMonths: smallint('cycle_months').notNull().default(1),
    /** 1 prepaid (billed a prepayment period before the cycle), 2 postpaid. */
    paymentTiming: smallint('payment_timing').notNull().default(2),
    prepayDays: smallint('prepay_days').notNull().default(0),
    /** 1 built-up area × price + extra, 2 inner area × price + extra, 3 fixed, 4 usage × price + extra, 5 tiered usage. */
    formula: smallint('formula').notNull(),
    unitPrice: scaled4('unit_price').notNull().default('0'),
    extraAmount: amount('extra_amount').notNull().default('0'),
    fixedAmount: amount('fixed_amount').notNull().default('0'),
    /** Tiered prices: [{ upTo: "230" | null, price: "0.5283" }], ascending. */
    tiers: jsonb('tiers'),
    /** 1 yuan, 2 jiao, 3 fen. */
    precision: smallint('precision').notNull().default(3),
    /** 1 half-up, 2 up, 3 down. */
    roundingMode: smallint('rounding_mode').notNull().default(1),
    accountPayable: boolean('account_payable').notNull().default(false),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fee_standards_residential_name_uq').on(t.residentialId, t.name),
    check('fee_standards_precision_ck', sql`${t.precision} in (1, 2, 3) and ${t.roundingMode} in (1, 2, 3)`),
    check('fee_standards_amounts_ck', sql`${t.unitPrice} >= 0 and ${t.extraAmount} >= 0 and ${t.fixedAmount} >= 0`),
  ],
);

/**
 * Which standard applies to which objects (spec chargeRule): a whole community, a building, a floor or a list,
 * for houses, parking spaces or companies, from–to.
 */
export const feeRules = pgTable(
  'fee_rules',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    standardId: integer('standard_id')
      .notNull()
      .references(() => feeStandards.id),
    /** 1 houses (residences, shops, offices), 2 parking spaces, 3 companies. */
    objectType: smallint('object_type').notNull().default(1),
    /** 1 the whole community, 2 a building, 3 a floor, 4 a list of objects. */
    targetKind: smallint('target_kind').notNull().default(1),
    buildingId: integer('building_id').references(() => buildings.id),
    floorId: integer('floor_id').references(() => buildingFloors.id),
    /** The listed objects' ids (target kind 4). */
    objectIds: jsonb('object_ids'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('fee_rules_residential_idx').on(t.residentialId, t.standardId)],
);

/**
 * Bill lines: the receivable. One line per (standard, object, billing period) for regular and usage lines, so a
 * period can never be billed twice; a late fee is its own line, one per late line and accrual period.
 */
export const feeBillLines = pgTable(
  'fee_bill_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys on the two columns every line carries: lines are written only by INSERT … SELECT joined to
    // the standard and its community, and a standard with lines cannot be deleted (its hook); the per-row
    // foreign-key triggers were 40 % of a 300 000-line bill run (decision 0018).
    residentialId: integer('residential_id').notNull(),
    standardId: integer('standard_id').notNull(),
    feeType: varchar('fee_type', { length: 20 }).notNull(),
    /** 1 house, 2 parking space, 3 company. */
    objectType: smallint('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    /** 1 regular (cycle or one-off), 2 meter usage, 3 late fee. */
    lineKind: smallint('line_kind').notNull().default(1),
    /** The first day of the billing period, and its last day. */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** Area or usage (four places); null for a fixed amount. */
    quantity: scaled4('quantity'),
    unitPrice: scaled4('unit_price'),
    /** The formula's four-place value before the one rounding. */
    computedAmount: scaled4('computed_amount').notNull(),
    /** The receivable, rounded once by the standard's precision and mode. */
    amount: amount('amount').notNull(),
    dueDate: date('due_date').notNull(),
    /** 1 normal, 2 cancelled. */
    status: smallint('status').notNull().default(1),
    /** The line a late fee accrues on. */
    lateOfLineId: bigint('late_of_line_id', { mode: 'number' }),
    meterReadingId: bigint('meter_reading_id', { mode: 'number' }),
    billRunId: integer('bill_run_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_bill_lines_once_uq')
      .on(t.standardId, t.objectType, t.objectId, t.periodStart)
      .where(sql`${t.lineKind} in (1, 2)`),
    uniqueIndex('fee_bill_lines_late_once_uq')
      .on(t.lateOfLineId, t.periodStart)
      .where(sql`${t.lineKind} = 3`),
    index('fee_bill_lines_object_idx').on(t.objectType, t.objectId, t.periodStart),
    // A community's lines newest first (the receivable list's default order), a period filter checked in the index.
    // Led by (community, id), not (community, period): the list's first page reads 20 entries, not every other
    // community's lines through the primary key (decision 0018, Measured).
    index('fee_bill_lines_residential_idx').on(t.residentialId, t.id, t.periodStart),
    check('fee_bill_lines_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/**
 * Monthly bill runs (spec generateTask): 1 generating, 2 paused, 3 complete, 4 terminated, 5 abnormal. At most one
 * unfinished run per company and period (the partial unique index), so two runs for one period never run at once.
 */
export const feeBillRuns = pgTable(
  'fee_bill_runs',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** One community, or null: every community of the company. */
    residentialId: integer('residential_id').references(() => residentials.id),
    periodStart: date('period_start').notNull(),
    status: smallint('status').notNull().default(1),
    taskId: uuid('task_id'),
    communityCount: integer('community_count').notNull().default(0),
    communitiesDone: integer('communities_done').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    message: text('message'),
    /** 1 by hand, 2 by the scheduler. */
    trigger: smallint('trigger').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fee_bill_runs_active_uq')
      .on(t.tenantId, t.periodStart)
      .where(sql`${t.status} in (1, 2)`),
    index('fee_bill_runs_tenant_idx').on(t.tenantId, t.periodStart, t.id),
  ],
);

/** A bill run's communities: counts and errors per community (done = its lines are committed). */
export const feeBillRunResidentials = pgTable(
  'fee_bill_run_communities',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => feeBillRuns.id, { onDelete: 'cascade' }),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    /** 1 waiting, 2 done, 3 failed. */
    status: smallint('status').notNull().default(1),
    lineCount: integer('line_count').notNull().default(0),
    existingCount: integer('existing_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fee_bill_run_communities_uq').on(t.runId, t.residentialId)],
);

/**
 * Meters (spec meterList): a house's own meter, or a shared meter of a building whose usage is split over its
 * houses by area, per household or by a fixed share formula.
 */
export const feeMeters = pgTable(
  'fee_meters',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    meterNo: varchar('meter_no', { length: 32 }).notNull(),
    /** 1 water, 2 electricity, 3 gas. */
    meterType: smallint('meter_type').notNull(),
    /** 1 a house's meter, 2 shared. */
    meterScope: smallint('meter_scope').notNull().default(1),
    apartmentId: integer('apartment_id'),
    buildingId: integer('building_id').references(() => buildings.id),
    /** Shared meters: 1 by built-up area, 2 per household, 3 formula (a fixed share per house, `shares`). */
    splitMethod: smallint('split_method'),
    /** Formula split: { "<apartmentId>": "0.25", … } (four places, summing to 1). */
    shares: jsonb('shares'),
    /** The usage standard its readings are billed by (formula 4 or 5). */
    standardId: integer('standard_id')
      .notNull()
      .references(() => feeStandards.id),
    lastReading: scaled4('last_reading').notNull().default('0'),
    lastReadOn: date('last_read_on'),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fee_meters_residential_no_uq').on(t.residentialId, t.meterNo), index('fee_meters_apartment_idx').on(t.apartmentId)],
);

/** Meter readings (spec meterReading / meterReadingHistory): one per meter and period; lower than the previous only when replaced. */
export const feeMeterReadings = pgTable(
  'fee_meter_readings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    meterId: integer('meter_id')
      .notNull()
      .references(() => feeMeters.id),
    periodStart: date('period_start').notNull(),
    previousReading: scaled4('previous_reading').notNull(),
    currentReading: scaled4('current_reading').notNull(),
    usage: scaled4('usage').notNull(),
    readOn: date('read_on').notNull(),
    /** The meter was replaced: the new meter starts again (flagged, lower than the previous allowed). */
    replaced: boolean('replaced').notNull().default(false),
    /** Bill lines the reading produced. */
    lineCount: integer('line_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_meter_readings_period_uq').on(t.meterId, t.periodStart),
    index('fee_meter_readings_residential_idx').on(t.residentialId, t.id),
  ],
);

/** Late-fee standards (spec overdueStandard): grace days, a daily or monthly rate and a cap. */
export const feeOverdueStandards = pgTable(
  'fee_overdue_standards',
  {
    id: serial('id').primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    name: varchar('name', { length: 50 }).notNull(),
    /** The fee standard it applies to. */
    standardId: integer('standard_id')
      .notNull()
      .references(() => feeStandards.id),
    graceDays: smallint('grace_days').notNull().default(0),
    /** 1 daily, 2 monthly (per 30 days). */
    rateKind: smallint('rate_kind').notNull().default(1),
    /** Percent of the outstanding amount per day or month, four places ("0.0500" = 0.05 %). */
    ratePercent: scaled4('rate_percent').notNull(),
    /** The late fees of one line never exceed this percent of it (null: no cap). */
    capPercent: scaled4('cap_percent'),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fee_overdue_standards_standard_uq').on(t.standardId)],
);

/** Late-fee records (spec overdueRecord): one per late bill line and day range, with the late-fee line it produced. */
export const feeOverdueRecords = pgTable(
  'fee_overdue_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    residentialId: integer('residential_id')
      .notNull()
      .references(() => residentials.id),
    overdueStandardId: integer('overdue_standard_id')
      .notNull()
      .references(() => feeOverdueStandards.id),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
    lateLineId: bigint('late_line_id', { mode: 'number' }),
    objectType: smallint('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    days: integer('days').notNull(),
    /** The outstanding amount the fee accrued on, the rate and the four-place value before rounding. */
    principal: amount('principal').notNull(),
    ratePercent: scaled4('rate_percent').notNull(),
    computedAmount: scaled4('computed_amount').notNull(),
    amount: amount('amount').notNull(),
    /** True when the cap cut it. */
    capped: boolean('capped').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_overdue_records_range_uq').on(t.lineId, t.fromDate),
    index('fee_overdue_records_residential_idx').on(t.residentialId, t.id),
  ],
);
