import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  computeAmount,
  formatFen,
  formatScaled4,
  parseFen,
  parseScaled4,
  type FeeFormula,
  type Precision,
  type RoundingMode,
} from '@cvap/contracts';
import { quartzJobs, residentials } from '../../../db/schema/index.js';
import { apartments } from '../../door/schema.js';
import { feeBillLines, feeBillRuns, feeOverdueRecords, feeMeterReadings, feeMeters, feeStandards } from '../billing/schema.js';
import { parseTiers } from '../billing/standard-hooks.js';
import { todayInChina } from '../billing/services/periods.js';
import { changeRun } from '../billing/services/change-run.js';
import { runBills } from '../billing/services/run-bills.js';
import { startRun } from '../billing/services/start-run.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { download, finishedTask, readSheet, uploadZip, workbook } from '../../../../test/helpers/import-files.js';
import { buildZip } from '../../../../test/helpers/zip-writer.js';

/** Issue 17 part A: charge standards and rules, previews, monthly bill runs, meter readings, arrears, late fees. */
let t: TestApp;
let admin: string;
let residentialRows: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, 'admin');
  const rows = await t.database.db.orm.select({ id: residentials.id, companyId: residentials.companyId }).from(residentials);
  residentialRows = Object.fromEntries(rows.map((row) => [row.companyId, row.id]));
});
afterAll(() => t?.close());

const as = (companyId: string, language?: 'en') => ({ token: admin, companyId, ...(language ? { language } : {}) });

const propertyFee = {
  feeType: 'property',
  name: '住宅物业费',
  cycleKind: 1,
  paymentTiming: 2,
  formula: 1,
  unitPrice: '2.2500',
  extraAmount: '0',
  precision: 3,
  roundingMode: 1,
  validFrom: '2026-01-01',
};

async function apartmentsOf(companyId: string) {
  return t.database.db.orm
    .select({ id: apartments.id, builtArea: sql<string | null>`${apartments.builtArea}::text`, houseType: apartments.houseType })
    .from(apartments)
    .where(eq(apartments.residentialId, residentialRows[companyId]!))
    .orderBy(apartments.id);
}

async function createStandard(companyId: string, body: Record<string, unknown>) {
  return call<{ id: number }>(t.app, 'POST', '/api/property/chargeStandard', { ...as(companyId), body });
}

describe('charge standards', () => {
  it('lets the head office add a standard for the community it names, and asks for one when none is named (40009)', async () => {
    const named = await call<{ id: number }>(t.app, 'POST', '/api/property/chargeStandard', {
      token: admin,
      body: { ...propertyFee, name: '总部代建标准', residentialId: residentialRows['1002'] },
    });
    expect(named.status).toBe(200);
    const [row] = await t.database.db.orm
      .select({ residentialId: feeStandards.residentialId })
      .from(feeStandards)
      .where(eq(feeStandards.id, named.data.id));
    expect(row!.residentialId).toBe(residentialRows['1002']);
    const unnamed = await call(t.app, 'POST', '/api/property/chargeStandard', {
      token: admin,
      body: { ...propertyFee, name: '无社区标准' },
    });
    expect(unnamed).toMatchObject({ http: 422, status: 40009, message: '请选择所属社区' });
    expect(unnamed.data).toEqual({ fields: [{ field: 'residentialId', message: 'required' }] });
  });

  it('refuses a negative amount and a fractional fen, naming the field in the user language, and saves nothing', async () => {
    for (const [field, value] of [
      ['extraAmount', '-1.00'],
      ['fixedAmount', '12.345'],
      ['unitPrice', '2.12345'],
    ] as const) {
      const zh = await createStandard('1001', { ...propertyFee, name: `坏标准${field}`, [field]: value });
      expect(zh.status, field).toBe(40001);
      expect(zh.message).toContain(field);
      const en = await call(t.app, 'POST', '/api/property/chargeStandard', {
        ...as('1001', 'en'),
        body: { ...propertyFee, name: 'bad', [field]: value },
      });
      expect(en.status).toBe(40001);
      expect(en.message).toMatch(/decimals/);
    }
    const count = await t.database.db.orm.execute(sql`select count(*)::int as n from fee_standards where name like '坏标准%'`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses tiers that do not ascend and a number given as a JSON number instead of exact text', async () => {
    const tiers = {
      tiers: [
        { upTo: '400', price: '0.5' },
        { upTo: '230', price: '0.6' },
        { upTo: null, price: '0.8' },
      ],
    };
    const answer = await createStandard('1001', { ...propertyFee, name: '阶梯电费', feeType: 'electricity', formula: 5, tiers });
    expect(answer.status).toBe(40940);
    expect((await createStandard('1001', { ...propertyFee, name: '数字单价', unitPrice: 2.25 })).status).toBe(40001);
  });

  it('previews the amount for a house of the community, rounded once like its bill line (444.195 → 444.20)', async () => {
    const standard = await createStandard('1001', { ...propertyFee, name: '预览用物业费', unitPrice: '4.4419', extraAmount: '0.00' });
    expect(standard.status).toBe(200);
    const apartment = (await apartmentsOf('1001')).find((h) => h.builtArea !== null && h.houseType !== 4)!;
    const preview = await call<{ amount: string; computed: string; explanation: string }>(
      t.app,
      'POST',
      '/api/property/chargeStandard/preview',
      {
        ...as('1001'),
        body: { standardId: standard.data.id, apartmentId: apartment.id },
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.data.explanation).toContain(`× 4.4419`);
    const fixed = await createStandard('1001', { ...propertyFee, name: '固定444.195', formula: 4, unitPrice: '4.44195'.slice(0, 6) });
    expect(fixed.status).toBe(200);
    const usage = await call<{ amount: string; computed: string }>(t.app, 'POST', '/api/property/chargeStandard/preview', {
      ...as('1001'),
      body: { standardId: fixed.data.id, usage: '100' },
    });
    // 100 × 4.4419 = 444.1900 → 444.19; the same standard on 100.005 would need five places, which usage refuses.
    expect(usage.data).toMatchObject({ computed: '444.1900', amount: '444.19' });
    const half = await createStandard('1001', { ...propertyFee, name: '半分', formula: 4, unitPrice: '0.0005' });
    const halfUp = await call<{ amount: string }>(t.app, 'POST', '/api/property/chargeStandard/preview', {
      ...as('1001'),
      body: { standardId: half.data.id, usage: '888390' },
    });
    // 888390 × 0.0005 = 444.195 exactly: half-up to the fen gives 444.20 (binary floating point gave 444.19).
    expect(halfUp.data.amount).toBe('444.20');
  });

  it('refuses a negative or too large usage in the preview with 40001 naming the field in the user language (it answered 500)', async () => {
    const water = await createStandard('1001', { ...propertyFee, name: '预览用水费', feeType: 'water', formula: 4, unitPrice: '3.5000' });
    expect(water.status).toBe(200);
    const preview = (usage: string, language?: 'en') =>
      call<{ amount: string }>(t.app, 'POST', '/api/property/chargeStandard/preview', {
        ...as('1001', language),
        body: { standardId: water.data.id, usage },
      });
    for (const usage of ['-1', '-0.0001', '10000000', '12345678901', '1.23456']) {
      const zh = await preview(usage);
      expect(zh, usage).toMatchObject({ http: 422, status: 40001 });
      expect(zh.message).toContain('usage 须为0到9999999.9999之间、最多四位小数的用量');
      const en = await preview(usage, 'en');
      expect(en.message).toContain('usage must be a usage from 0 to 9999999.9999');
    }
    const largest = await preview('9999999.9999');
    expect(largest).toMatchObject({ status: 200, data: { amount: '35000000.00' } });
  });
});

describe('charge standard bounds (every line a standard can produce fits the ledger, decision 0023)', () => {
  const tiers = (price: string) => ({
    tiers: [
      { upTo: '100', price: '1.0000' },
      { upTo: null, price },
    ],
  });
  let n = 0;
  const save = (body: Record<string, unknown>, language?: 'en') =>
    call<{ id: number }>(t.app, 'POST', '/api/property/chargeStandard', {
      ...as('1001', language),
      body: { ...propertyFee, name: `上限${(n += 1)}`, ...body },
    });

  it('accepts each value at its bound and refuses one step over with 40946 naming the field, the bound and the line limit', async () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
      ['unitPrice', { formula: 1, unitPrice: '9000.0000' }, { formula: 1, unitPrice: '9000.0001' }, '9000.0000'],
      ['unitPrice', { formula: 2, unitPrice: '9000' }, { formula: 2, unitPrice: '9999999999.9999' }, '9000.0000'],
      ['unitPrice', { formula: 4, unitPrice: '90.0000' }, { formula: 4, unitPrice: '90.0001' }, '90.0000'],
      ['extraAmount', { extraAmount: '10000000.00' }, { extraAmount: '10000000.01' }, '10000000.00'],
      ['fixedAmount', { formula: 3, fixedAmount: '1000000000.00' }, { formula: 3, fixedAmount: '1000000000.01' }, '1000000000.00'],
      ['tiers', { formula: 5, tiers: tiers('90') }, { formula: 5, tiers: tiers('90.0001') }, '90.0000'],
    ];
    for (const [field, atBound, over, max] of cases) {
      expect((await save(atBound)).status, `${field} at ${JSON.stringify(atBound)}`).toBe(200);
      const zh = await save(over);
      expect(zh, `${field} over`).toMatchObject({ http: 422, status: 40946, data: { fields: [{ field }] } });
      expect(zh.message).toContain(`不能超过 ${max}`);
      expect(zh.message).toContain('每条账单不超过 1000000000.00 元');
      const en = await save(over, 'en');
      expect(en.message).toContain(`may be at most ${max}`);
      expect(en.message).toContain('no bill line exceeds 1000000000.00 yuan');
    }
    expect((await save({ formula: 1, unitPrice: '9999999999.9999' })).message).toMatch(
      /^单价（元）不能超过 9000.0000（面积按最大 100000.00 ㎡ 计）/,
    );
    // An edit is bounded too: a 100.0000 area price becomes a usage price.
    const edited = await save({ formula: 1, unitPrice: '100.0000' });
    const changed = await call(t.app, 'PUT', `/api/property/chargeStandard/${edited.data.id}`, {
      ...as('1001'),
      body: { ...propertyFee, name: `上限${n}`, formula: 4, unitPrice: '100.0000' },
    });
    expect(changed.status).toBe(40946);
  });

  it('refuses a reading whose usage is more than one line may bill, naming the largest reading allowed', async () => {
    const water = await save({ feeType: 'water', formula: 4, unitPrice: '90.0000' });
    const apartment = (await apartmentsOf('1001'))[2]!;
    const meter = await call<{ id: number }>(t.app, 'POST', '/api/property/meter', {
      ...as('1001'),
      body: { meterNo: 'W-LIMIT', meterType: 1, meterScope: 1, apartmentId: apartment.id, standardId: water.data.id },
    });
    expect(meter.status).toBe(200);
    const read = (period: string, currentReading: string) =>
      call<{ usage: string }>(t.app, 'POST', '/api/property/meterReading', {
        ...as('1001'),
        body: { meterId: meter.data.id, periodStart: `${period}-01`, currentReading, readOn: `${period}-25` },
      });
    expect((await read('2026-01', '10.0000')).status).toBe(200);
    const over = await read('2026-02', '10000010.0000');
    expect(over).toMatchObject({ status: 40946, data: { fields: [{ field: 'currentReading' }] } });
    expect(over.message).toContain('不能超过 10000009.9999');
    const atBound = await read('2026-02', '10000009.9999');
    expect(atBound).toMatchObject({ status: 200, data: { usage: '9999999.9999' } });
    const [line] = await linesOf(water.data.id, '2026-02-01');
    expect(line!.amount).toBe('899999999.99');
  });
});

describe('charge rules', () => {
  it('refuses a rule listing a house of another community, naming the field, and saves nothing', async () => {
    const standard = await createStandard('1001', { ...propertyFee, name: '规则校验物业费' });
    const other = (await apartmentsOf('1002'))[0]!;
    const own = (await apartmentsOf('1001'))[0]!;
    const body = {
      standardId: standard.data.id,
      objectType: 1,
      targetKind: 4,
      objectIds: { ids: [own.id, other.id] },
      validFrom: '2026-01-01',
    };
    const refused = await call(t.app, 'POST', '/api/property/chargeRule', { ...as('1001'), body });
    expect(refused.status).toBe(40908);
    expect(refused.message).toContain('指定对象编号');
    const en = await call(t.app, 'POST', '/api/property/chargeRule', { ...as('1001', 'en'), body });
    expect(en.message).toContain('Listed object ids');
    const fine = await call(t.app, 'POST', '/api/property/chargeRule', { ...as('1001'), body: { ...body, objectIds: { ids: [own.id] } } });
    expect(fine.status).toBe(200);
  });

  it('refuses a rule on a standard of another community as if it did not exist', async () => {
    const standard = await createStandard('1002', { ...propertyFee, name: '别的社区的标准' });
    const refused = await call(t.app, 'POST', '/api/property/chargeRule', {
      ...as('1001'),
      body: { standardId: standard.data.id, objectType: 1, targetKind: 1, validFrom: '2026-01-01' },
    });
    expect(refused.status).toBe(40908);
  });
});

type Run = { id: number; status: number; taskId: string; lineCount: number; communitiesDone: number; communityCount: number };

async function linesOf(standardId: number, period: string) {
  return t.database.db.orm
    .select()
    .from(feeBillLines)
    .where(and(eq(feeBillLines.standardId, standardId), eq(feeBillLines.periodStart, period)));
}

describe('monthly bill runs', () => {
  it('bills every house of a whole-community rule once, with the amount rounded once, and a rerun adds nothing', async () => {
    const standard = await createStandard('1003', {
      ...propertyFee,
      name: '月度物业费',
      unitPrice: '1.8765',
      extraAmount: '5.00',
      roundingMode: 2,
    });
    const rule = await call(t.app, 'POST', '/api/property/chargeRule', {
      ...as('1003'),
      body: { standardId: standard.data.id, objectType: 1, targetKind: 1, validFrom: '2026-01-01' },
    });
    expect(rule.status).toBe(200);
    const start = await call<Run>(t.app, 'POST', '/api/property/generateTask/start', { ...as('1003'), body: { period: '2026-03' } });
    expect(start.status).toBe(200);
    const task = await finishedTask(t.app, admin, start.data.taskId);
    expect(task.status).toBe(200);
    const apartmentRows = (await apartmentsOf('1003')).filter((h) => h.houseType !== 4);
    const lines = await linesOf(standard.data.id, '2026-03-01');
    const withArea = apartmentRows.filter((h) => h.builtArea !== null);
    expect(lines.length).toBe(withArea.length);
    for (const line of lines) {
      const apartment = withArea.find((h) => h.id === line.objectId)!;
      // area × 1.8765 at four places, + 5.00, rounded up to the fen.
      const [whole, fraction = ''] = apartment.builtArea!.split('.');
      const area = BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
      const computed = (area * 18_765n + 5_000n) / 10_000n + 50_000n; // half-up at four places
      const fen = (computed + 99n) / 100n;
      expect(line.amount).toBe(`${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`);
    }
    const run = await call<{ rows: Run[] }>(t.app, 'POST', '/api/property/generateTask/query/page', {
      ...as('1003'),
      body: { page: 1, limit: 5 },
    });
    expect(run.data.rows[0]).toMatchObject({ status: 3, lineCount: lines.length, communitiesDone: 1 });

    const again = await call<Run>(t.app, 'POST', '/api/property/generateTask/start', { ...as('1003'), body: { period: '2026-03' } });
    await finishedTask(t.app, admin, again.data.taskId);
    expect((await linesOf(standard.data.id, '2026-03-01')).length).toBe(lines.length);
    const residentialRows = await call<{ lineCount: number; existingCount: number }[]>(
      t.app,
      'GET',
      `/api/property/generateTask/${again.data.id}/communities`,
      as('1003'),
    );
    expect(residentialRows.data).toEqual([expect.objectContaining({ lineCount: 0, existingCount: lines.length })]);
    // The fees per object: every house of the community has this standard, with its last billed month.
    const order = await call<{ rows: { objectId: number; standardName: string; lastPeriod: string | null }[]; total: number }>(
      t.app,
      'POST',
      '/api/property/chargeOrder/query/page',
      { ...as('1003'), body: { page: 1, limit: 1000, objectType: 1 } },
    );
    expect(order.status).toBe(200);
    const mine = order.data.rows.filter((row) => row.standardName === '月度物业费');
    expect(mine.length).toBe(apartmentRows.length);
    expect(mine.filter((row) => row.lastPeriod === '2026-03').length).toBe(lines.length);
    // A standard with bill lines cannot be deleted.
    const removed = await call(t.app, 'DELETE', `/api/property/chargeStandard/${standard.data.id}`, as('1003'));
    expect(removed.status).toBe(40902);
  });

  it('previews a run before it starts: the houses it bills and those not yet billed, which the run then bills', async () => {
    type Preview = { communities: number; objects: number; pending: number };
    const standard = await createStandard('1003', { ...propertyFee, name: '预览物业费', validFrom: '2026-01-01' });
    await call(t.app, 'POST', '/api/property/chargeRule', {
      ...as('1003'),
      body: { standardId: standard.data.id, objectType: 1, targetKind: 1, validFrom: '2026-01-01' },
    });
    const preview = () => call<Preview>(t.app, 'GET', '/api/property/generateTask/preview?period=2026-10', as('1003')).then((r) => r.data);
    const before = await preview();
    const apartmentsWithArea = (await apartmentsOf('1003')).filter((h) => h.houseType !== 4 && h.builtArea !== null);
    expect(before.communities).toBe(1);
    expect(before.pending).toBeGreaterThanOrEqual(apartmentsWithArea.length);
    expect(before.objects).toBeGreaterThanOrEqual(before.pending);

    const start = await call<Run>(t.app, 'POST', '/api/property/generateTask/start', { ...as('1003'), body: { period: '2026-10' } });
    await finishedTask(t.app, admin, start.data.taskId);
    const billed = await t.database.db.orm.execute(
      sql`select count(distinct (object_type, object_id))::int as n from fee_bill_lines where bill_run_id = ${start.data.id}`,
    );
    expect((billed as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(before.pending);
    expect(await preview()).toEqual({ communities: 1, objects: before.objects, pending: 0 });

    // The head office previews every community of the company; a bad month and a user who may not run are refused.
    const company = await call<Preview>(t.app, 'GET', '/api/property/generateTask/preview?period=2026-10', { token: admin });
    expect(company.data.communities).toBe(Object.keys(residentialRows).length);
    expect(company.data.objects).toBeGreaterThanOrEqual(before.objects);
    const bad = await call(t.app, 'GET', '/api/property/generateTask/preview?period=2026-13', as('1003', 'en'));
    expect(bad.status).toBe(40001);
    const worker = await login(t.app, 'wangqiang');
    expect((await call(t.app, 'GET', '/api/property/generateTask/preview?period=2026-10', { token: worker })).http).toBe(403);
  });

  it('starts one of two runs for the same month asked at once and refuses the other with 40943', async () => {
    const both = await Promise.all([
      call<Run>(t.app, 'POST', '/api/property/generateTask/start', { ...as('1002'), body: { period: '2026-04' } }),
      call<Run>(t.app, 'POST', '/api/property/generateTask/start', { ...as('1002'), body: { period: '2026-04' } }),
    ]);
    const statuses = both.map((answer) => answer.status).sort();
    for (const answer of both.filter((a) => a.status === 200)) await finishedTask(t.app, admin, answer.data.taskId);
    if (statuses[1] === 200) {
      // One connection (PGlite) serves one at a time: the second may only have started once the first had finished.
      const [first, second] = await t.database.db.orm
        .select()
        .from(feeBillRuns)
        .where(eq(feeBillRuns.periodStart, '2026-04-01'))
        .orderBy(feeBillRuns.id);
      expect(first!.finishedAt!.getTime()).toBeLessThanOrEqual(second!.createdAt.getTime());
    } else expect(statuses).toEqual([200, 40943]);
  });

  it('refuses a second run of a month while one is paused, and runs it once terminated', async () => {
    const first = await call<Run>(t.app, 'POST', '/api/property/generateTask/start', { ...as('1002'), body: { period: '2026-05' } });
    await finishedTask(t.app, admin, first.data.taskId);
    // A finished run does not block; make one paused by hand to hold the month.
    await t.database.db.orm.update(feeBillRuns).set({ status: 2 }).where(eq(feeBillRuns.id, first.data.id));
    const refused = await call(t.app, 'POST', '/api/property/generateTask/start', { ...as('1002', 'en'), body: { period: '2026-05' } });
    expect(refused.status).toBe(40943);
    expect(refused.message).toContain('2026-05');
    const terminated = await call<Run>(t.app, 'POST', `/api/property/generateTask/${first.data.id}/terminate`, as('1002'));
    expect(terminated.data.status).toBe(4);
    const again = await call<Run>(t.app, 'POST', '/api/property/generateTask/start', { ...as('1002'), body: { period: '2026-05' } });
    expect(again.status).toBe(200);
    await finishedTask(t.app, admin, again.data.taskId);
  });

  it('refuses a bad month and a pause of a finished run', async () => {
    expect((await call(t.app, 'POST', '/api/property/generateTask/start', { ...as('1002'), body: { period: '2026-13' } })).status).toBe(
      40001,
    );
    const run = await call<{ rows: Run[] }>(t.app, 'POST', '/api/property/generateTask/query/page', {
      ...as('1002'),
      body: { page: 1, limit: 1 },
    });
    const pause = await call(t.app, 'POST', `/api/property/generateTask/${run.data.rows[0]!.id}/pause`, as('1002'));
    expect(pause.status).toBe(40944);
  });
});

describe('a bill run whose community fails', () => {
  it('stores a coded reason without SQL, read in the reader language, and ends its task as failed', async () => {
    // A standard above its bounds, written straight into the database (the API refuses it, 40946): its lines
    // overflow numeric(14,2), so the community's statement fails.
    const residential = residentialRows['1002']!;
    const [standard] = await t.database.db.orm
      .insert(feeStandards)
      .values({
        residentialId: residential,
        feeType: 'property',
        name: '越界物业费',
        formula: 1,
        unitPrice: '9999999999.9999',
        validFrom: '2031-05-01',
        validTo: '2031-05-31',
      })
      .returning({ id: feeStandards.id });
    const rule = await call(t.app, 'POST', '/api/property/chargeRule', {
      ...as('1002'),
      body: { standardId: standard!.id, objectType: 1, targetKind: 1, validFrom: '2031-05-01' },
    });
    expect(rule.status).toBe(200);
    const start = await call<Run>(t.app, 'POST', '/api/property/generateTask/start', { ...as('1002'), body: { period: '2031-05' } });
    expect(start.status).toBe(200);
    const task = await finishedTask(t.app, admin, start.data.taskId);
    expect(task.status).not.toBe(200);
    expect(task.status).not.toBe(205);
    expect(task.message).toBe('1 个社区生成失败，可继续重试');
    const [run] = await t.database.db.orm.select().from(feeBillRuns).where(eq(feeBillRuns.id, start.data.id));
    expect(run).toMatchObject({ status: 5, errorCount: 1 });

    const zh = await call<{ status: number; errors: string[] }[]>(
      t.app,
      'GET',
      `/api/property/generateTask/${start.data.id}/communities`,
      as('1002'),
    );
    expect(zh.data).toEqual([
      expect.objectContaining({ status: 3, lineCount: 0, errors: [expect.stringContaining('超出账本可记录的范围')] }),
    ]);
    const en = await call<{ errors: string[] }[]>(
      t.app,
      'GET',
      `/api/property/generateTask/${start.data.id}/communities`,
      as('1002', 'en'),
    );
    expect(en.data[0]!.errors).toEqual([expect.stringContaining('larger than the ledger can hold')]);
    for (const text of [...zh.data[0]!.errors, ...en.data[0]!.errors, task.message ?? '']) {
      expect(text).not.toMatch(/query|select|insert|candidates|numeric|overflow/i);
    }
    // Stored as a code and params, not as text in the starter's language.
    const stored = await t.database.db.orm.execute(sql`select errors from fee_bill_run_communities where run_id = ${start.data.id}`);
    expect((stored as unknown as { rows: { errors: unknown }[] }).rows[0]!.errors).toEqual([{ code: 'FEE_RUN_AMOUNT_OVERFLOW' }]);
    expect(await linesOf(standard!.id, '2031-05-01')).toEqual([]);
    await t.database.db.orm.update(feeStandards).set({ enabled: false }).where(eq(feeStandards.id, standard!.id));
  });
});

describe('meter readings', () => {
  it('bill the usage, refuse a reading lower than the previous one unless the meter was replaced', async () => {
    const water = await createStandard('1001', { ...propertyFee, name: '居民水费', feeType: 'water', formula: 4, unitPrice: '3.4500' });
    const apartment = (await apartmentsOf('1001'))[1]!;
    const meter = await call<{ id: number }>(t.app, 'POST', '/api/property/meter', {
      ...as('1001'),
      body: { meterNo: 'W-0001', meterType: 1, meterScope: 1, apartmentId: apartment.id, standardId: water.data.id },
    });
    expect(meter.status).toBe(200);
    const read = (period: string, currentReading: string, replaced = false, language?: 'en') =>
      call<{ id: number; usage: string; lineCount: number }>(t.app, 'POST', '/api/property/meterReading', {
        ...as('1001', language),
        body: { meterId: meter.data.id, periodStart: `${period}-01`, currentReading, readOn: `${period}-25`, replaced },
      });
    const first = await read('2026-01', '120.5');
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ usage: '120.5000', lineCount: 1 });
    const [line] = await linesOf(water.data.id, '2026-01-01');
    // 120.5 × 3.45 = 415.725 → 415.73 half-up
    expect(line).toMatchObject({ objectId: apartment.id, lineKind: 2, amount: '415.73', computedAmount: '415.7250' });
    const lower = await read('2026-02', '100');
    expect(lower.status).toBe(40941);
    expect(lower.message).toContain('120.5000');
    expect((await read('2026-02', '100', false, 'en')).message).toMatch(/lower than the previous reading/);
    expect(await linesOf(water.data.id, '2026-02-01')).toEqual([]);
    const replaced = await read('2026-02', '8', true);
    expect(replaced.status).toBe(200);
    expect(replaced.data.usage).toBe('8.0000');
    expect((await read('2026-01', '200')).status).toBe(40942);
  });
});

/** A whole-community property fee for every community, so head-office runs have lines in each. */
async function billEveryResidential(name: string, validFrom: string) {
  for (const companyId of ['1001', '1002', '1003']) {
    const standard = await createStandard(companyId, { ...propertyFee, name, validFrom });
    expect(standard.status).toBe(200);
    const rule = await call(t.app, 'POST', '/api/property/chargeRule', {
      ...as(companyId),
      body: { standardId: standard.data.id, objectType: 1, targetKind: 1, validFrom },
    });
    expect(rule.status).toBe(200);
  }
}

async function lineCountOf(period: string, standardName?: string): Promise<number> {
  const result = await t.database.db.orm.execute(
    sql`select count(*)::int as n from fee_bill_lines l join fee_standards s on s.id = l.standard_id
      where l.period_start = ${period} and l.line_kind = 1 ${standardName ? sql`and s.name = ${standardName}` : sql``}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('pausing, resuming and the scheduler', () => {
  it('pauses between two communities and resumes to the end, each community billed once', async () => {
    await billEveryResidential('暂停测试物业费', '2025-06-01');
    const run = await startRun(
      t.database.db.orm,
      { tenantId: await tenantOf(), residentialId: null, userId: null, trigger: 1 },
      '2025-06-01',
      new Date(),
    );
    let paused: number | null = null;
    const outcome = await runBills(t.database.db.orm, run.id, {
      signal: new AbortController().signal,
      language: 'zh_cn',
      async progress() {
        // Paused through the API as soon as the first community is done.
        if (paused === null) paused = (await call(t.app, 'POST', `/api/property/generateTask/${run.id}/pause`, { token: admin })).status;
      },
    });
    expect(paused).toBe(200);
    expect(outcome.end).toBe('paused');
    const residentialRows = await call<{ status: number }[]>(t.app, 'GET', `/api/property/generateTask/${run.id}/communities`, {
      token: admin,
    });
    expect(residentialRows.data.map((c) => c.status)).toEqual([2, 1, 1]);
    const resumed = await call<Run>(t.app, 'POST', `/api/property/generateTask/${run.id}/resume`, { token: admin, language: 'en' });
    expect(resumed.status).toBe(200);
    expect((await finishedTask(t.app, admin, resumed.data.taskId)).message).toMatch(/^Complete/);
    const after = await call<{ rows: Run[] }>(t.app, 'POST', '/api/property/generateTask/query/page', {
      token: admin,
      body: { page: 1, limit: 1 },
    });
    expect(after.data.rows[0]).toMatchObject({ id: run.id, status: 3, communitiesDone: 3 });
    const apartmentRows = await t.database.db.orm.execute(
      sql`select count(*)::int as n from apartments where house_type <> 4 and built_area is not null`,
    );
    expect(await lineCountOf('2025-06-01', '暂停测试物业费')).toBe((apartmentRows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  });

  it('waits the configured gap between two communities; a resume during the wait starts a second execution, and each community is billed once', async () => {
    await billEveryResidential('间隔测试物业费', '2025-09-01');
    const orm = t.database.db.orm;
    const run = await startRun(
      orm,
      { tenantId: await tenantOf(), residentialId: null, userId: null, trigger: 1 },
      '2025-09-01',
      new Date(),
    );
    const signal = new AbortController().signal;
    let second: Promise<unknown> | null = null;
    let first: Promise<{ end: string }> | null = null;
    first = runBills(orm, run.id, {
      signal,
      language: 'en',
      communityGapMs: 20,
      async progress() {
        if (second) return;
        // Paused and resumed while the first execution is about to wait: the resume starts a second one, which
        // bills the next community and then waits for the first to finish the run.
        expect((await call(t.app, 'POST', `/api/property/generateTask/${run.id}/pause`, { token: admin })).status).toBe(200);
        expect(await changeRun(orm, run.id, 'resume', new Date())).not.toBeNull();
        let billedOne!: () => void;
        const billed = new Promise<void>((resolve) => (billedOne = resolve));
        second = runBills(orm, run.id, {
          signal,
          language: 'en',
          progress: async () => {
            billedOne();
            await first;
          },
        });
        await billed;
      },
    });
    expect(await first).toMatchObject({ end: 'complete' });
    expect(await second).toMatchObject({ end: 'complete' });
    const [after] = await orm.select().from(feeBillRuns).where(eq(feeBillRuns.id, run.id));
    expect(after).toMatchObject({ status: 3, communitiesDone: 3 });
    const rows = await call<{ status: number; lineCount: number; existingCount: number }[]>(
      t.app,
      'GET',
      `/api/property/generateTask/${run.id}/communities`,
      { token: admin },
    );
    // Billed twice, a community would read 0 created and all of its lines already there.
    expect(rows.data.map((c) => [c.status, c.existingCount])).toEqual([
      [2, 0],
      [2, 0],
      [2, 0],
    ]);
    const created = rows.data.reduce((sum, c) => sum + c.lineCount, 0);
    expect(created).toBeGreaterThan(0);
    const inserted = await orm.execute(sql`select count(*)::int as n from fee_bill_lines where bill_run_id = ${run.id}`);
    expect([after!.lineCount, (inserted as unknown as { rows: { n: number }[] }).rows[0]!.n]).toEqual([created, created]);
  });

  it('cuts the wait between two communities short when the run is aborted (the server stops)', async () => {
    await billEveryResidential('中止测试物业费', '2025-10-01');
    const orm = t.database.db.orm;
    const run = await startRun(
      orm,
      { tenantId: await tenantOf(), residentialId: null, userId: null, trigger: 1 },
      '2025-10-01',
      new Date(),
    );
    const controller = new AbortController();
    const started = Date.now();
    await expect(
      runBills(orm, run.id, {
        signal: controller.signal,
        language: 'zh_cn',
        communityGapMs: 60_000,
        progress: async () => controller.abort(),
      }),
    ).rejects.toThrow(/abort/i);
    expect(Date.now() - started).toBeLessThan(20_000);
    const [after] = await orm.select().from(feeBillRuns).where(eq(feeBillRuns.id, run.id));
    expect(after).toMatchObject({ status: 5, communitiesDone: 1 });
    expect(await changeRun(orm, run.id, 'terminate', new Date())).not.toBeNull();
  });

  it('runs the monthly job from the scheduler for this month, and a second fire bills nothing twice', async () => {
    const [job] = await t.database.db.orm.select().from(quartzJobs).where(eq(quartzJobs.code, 'generateMonthlyBills'));
    expect(t.app.scheduler.isScheduled(job!.id)).toBe(true);
    // The job bills the month it starts in (China time). The test reads that month from the run, and counts the
    // lines of this month and of the next minute's, so a month's turn just before the run changes nothing.
    const monthOf = (at: Date) => `${todayInChina(at).slice(0, 7)}-01`;
    const months = [...new Set([monthOf(new Date()), monthOf(new Date(Date.now() + 60_000))])];
    const linesBefore = new Map(await Promise.all(months.map(async (month) => [month, await lineCountOf(month)] as const)));
    const first = await t.app.scheduler.runNow(job!);
    expect(first.ok).toBe(true);
    const period = monthOf(first.startedAt);
    const before = linesBefore.get(period)!;
    expect(before).toBeDefined();
    const count = await lineCountOf(period);
    expect(count).toBeGreaterThan(before);
    expect(JSON.parse(first.result!)).toMatchObject({ lines: count - before, complete: 1 });
    const second = await t.app.scheduler.runNow(job!);
    expect(JSON.parse(second.result!)).toMatchObject({ lines: 0 });
    expect(await lineCountOf(period)).toBe(count);
    // Issue 23: a run that makes nothing says the period's bills exist, not just "0 created".
    const [latest] = await t.database.db.orm
      .select({ message: feeBillRuns.message })
      .from(feeBillRuns)
      .where(eq(feeBillRuns.periodStart, period))
      .orderBy(desc(feeBillRuns.id))
      .limit(1);
    expect(latest!.message).toMatch(/^完成：生成 0 条账单，另有 \d+ 条本期账单此前已生成，未重复生成/);
  });
});

describe.runIf(inject('dbKind') === 'postgres')('an API instance killed in the middle of a bill run', () => {
  it('leaves only whole communities, and the next run completes the month without a duplicate', async () => {
    await billEveryResidential('中断测试物业费', '2025-08-01');
    const other = await t.database.openAnother!();
    const run = await startRun(
      other.orm,
      { tenantId: await tenantOf(), residentialId: null, userId: null, trigger: 1 },
      '2025-08-01',
      new Date(),
    );
    // The other instance's connections vanish right after its first community commits, in the middle of the run.
    await expect(
      runBills(other.orm, run.id, { signal: new AbortController().signal, language: 'zh_cn', progress: () => other.close() }),
    ).rejects.toThrow();
    const orm = t.database.db.orm;
    const [stuck] = await orm.select().from(feeBillRuns).where(eq(feeBillRuns.id, run.id));
    expect(stuck).toMatchObject({ status: 1, communitiesDone: 1 });
    // Every community has all of its lines or none.
    const perResidential = await orm.execute(sql`
      select c.residential_id, c.status, (select count(*)::int from fee_bill_lines l where l.bill_run_id = ${run.id} and l.residential_id = c.residential_id) as lines,
        c.line_count from fee_bill_run_communities c where c.run_id = ${run.id} order by c.id`);
    for (const row of (perResidential as unknown as { rows: { status: number; lines: number; line_count: number }[] }).rows)
      expect(row.lines).toBe(row.status === 2 ? row.line_count : 0);
    // A minute later nothing has touched it: the month may be run again, and the dead run reads abnormal.
    await orm
      .update(feeBillRuns)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(feeBillRuns.id, run.id));
    const rerun = await call<Run>(t.app, 'POST', '/api/property/generateTask/start', { token: admin, body: { period: '2025-08' } });
    expect(rerun.status).toBe(200);
    await finishedTask(t.app, admin, rerun.data.taskId);
    const [dead] = await orm.select().from(feeBillRuns).where(eq(feeBillRuns.id, run.id));
    expect(dead!.status).toBe(5);
    const apartmentRows = await orm.execute(
      sql`select count(*)::int as n from apartments where house_type <> 4 and built_area is not null`,
    );
    expect(await lineCountOf('2025-08-01', '中断测试物业费')).toBe((apartmentRows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  });
});

describe('arrears and late fees', () => {
  it('sums what each object owes with months owed, and accrues a late fee after the grace period, once per day range, capped', async () => {
    const standard = await createStandard('1002', { ...propertyFee, name: '欠费测试物业费', validFrom: '2025-01-01', unitPrice: '3.0000' });
    const apartment = (await apartmentsOf('1002')).find((h) => h.builtArea !== null && h.houseType !== 4)!;
    await call(t.app, 'POST', '/api/property/chargeRule', {
      ...as('1002'),
      body: { standardId: standard.data.id, objectType: 1, targetKind: 4, objectIds: { ids: [apartment.id] }, validFrom: '2025-01-01' },
    });
    for (const period of ['2025-01', '2025-02']) {
      const run = await call<Run>(t.app, 'POST', '/api/property/generateTask/start', { ...as('1002'), body: { period } });
      await finishedTask(t.app, admin, run.data.taskId);
    }
    const arrears = await call<{ rows: { objectId: number; monthsOwed: number; outstanding: string; objectName: string }[] }>(
      t.app,
      'POST',
      '/api/property/arrearage/query/page',
      { ...as('1002'), body: { page: 1, limit: 10, minMonths: 2, periodTo: '2025-02' } },
    );
    expect(arrears.message).toBe('操作成功');
    const owed = arrears.data.rows.find((row) => row.objectId === apartment.id)!;
    expect(owed.monthsOwed).toBe(2);
    const lines = await linesOf(standard.data.id, '2025-01-01');
    expect(owed.objectName).not.toBe('');

    // Months owed, before any late fee (every period of the house, the demo's too).
    const owedOf = async () =>
      (
        await call<{ rows: { objectId: number; monthsOwed: number; outstanding: string }[] }>(
          t.app,
          'POST',
          '/api/property/arrearage/query/page',
          {
            ...as('1002'),
            body: { page: 1, limit: 1000, objectType: 1 },
          },
        )
      ).data.rows.find((row) => row.objectId === apartment.id)!;
    const monthsBefore = (await owedOf()).monthsOwed;

    const overdue = await call(t.app, 'POST', '/api/property/overdueStandard', {
      ...as('1002'),
      body: { name: '物业费滞纳金', standardId: standard.data.id, graceDays: 10, rateKind: 1, ratePercent: '0.0500', capPercent: '1.0000' },
    });
    expect(overdue.status).toBe(200);
    // January's line is due 2025-01-31; with 10 grace days, nothing accrues up to 2025-02-10.
    expect(
      (
        await call<{ records: number }>(t.app, 'POST', '/api/property/overdueRecord/compute', {
          ...as('1002'),
          body: { asOf: '2025-02-10' },
        })
      ).data.records,
    ).toBe(0);
    const first = await call<{ records: number; lines: number }>(t.app, 'POST', '/api/property/overdueRecord/compute', {
      ...as('1002'),
      body: { asOf: '2025-02-20' },
    });
    // Issue 23: 计算违约金 says what it made, the late-fee lines' total too.
    expect(first.data).toMatchObject({ records: 1, lines: 1 });
    const firstTotal = (first.data as unknown as { total: string }).total;
    expect(firstTotal).toMatch(/^\d+\.\d{2}$/);
    expect(firstTotal).not.toBe('0.00');
    // Issue 23: 违约金记录 names the overdue line by its fee and period and the house by community, building and room.
    const listed = await call<{ rows: { lineName: string; objectName: string; amount: string }[] }>(
      t.app,
      'POST',
      '/api/property/overdueRecord/query/page',
      { ...as('1002'), body: { lineId: lines[0]!.id } },
    );
    expect(listed.data.rows).toHaveLength(1);
    expect(listed.data.rows[0]).toMatchObject({ lineName: '欠费测试物业费 2025-01', amount: firstTotal });
    expect(listed.data.rows[0]!.objectName).toMatch(/^翠湖苑 \S+ \S+$/);
    const again = await call<{ records: number }>(t.app, 'POST', '/api/property/overdueRecord/compute', {
      ...as('1002'),
      body: { asOf: '2025-02-20' },
    });
    expect(again.data.records).toBe(0);
    const [record] = await t.database.db.orm.select().from(feeOverdueRecords).where(eq(feeOverdueRecords.lineId, lines[0]!.id));
    // 10 days (02-11 … 02-20) × 0.05 % of the line, rounded once to the fen half-up.
    const principal = BigInt(lines[0]!.amount.replace('.', ''));
    const expected = (principal * 5n * 10n * 100n + 500_000n) / 1_000_000n; // fen × 0.0005 × 10, half-up
    expect(record).toMatchObject({ fromDate: '2025-02-11', toDate: '2025-02-20', days: 10, capped: false });
    expect(BigInt(record!.amount.replace('.', ''))).toBe(expected);
    // A year later the cap (1 % of the line) cuts it.
    await call(t.app, 'POST', '/api/property/overdueRecord/compute', { ...as('1002'), body: { asOf: '2026-02-20' } });
    const records = await t.database.db.orm.select().from(feeOverdueRecords).where(eq(feeOverdueRecords.lineId, lines[0]!.id));
    const total = records.reduce((sum, r) => sum + BigInt(r.amount.replace('.', '')), 0n);
    expect(total).toBe(principal / 100n);
    expect(records.at(-1)!.capped).toBe(true);
    const lateLines = await call<{ rows: { lineKind: number; amount: string }[] }>(t.app, 'POST', '/api/property/receivable/query/page', {
      ...as('1002'),
      body: { page: 1, limit: 10, lineKind: 3 },
    });
    expect(lateLines.message).toBe('操作成功');
    expect(lateLines.data.rows.length).toBeGreaterThanOrEqual(2);
    // Issue 23: a late fee is money owed, not a month owed; at the counter it is named as a late fee.
    const after = await owedOf();
    expect(after.monthsOwed).toBe(monthsBefore);
    const counter = await call<{ lines: { feeName: string }[] }>(t.app, 'GET', `/api/property/fee/counter/${apartment.id}`, as('1002'));
    expect(counter.data.lines.map((line) => line.feeName)).toContain('违约金（欠费测试物业费）');
    const english = await call<{ lines: { feeName: string }[] }>(
      t.app,
      'GET',
      `/api/property/fee/counter/${apartment.id}`,
      as('1002', 'en'),
    );
    expect(english.data.lines.map((line) => line.feeName)).toContain('Late fee (欠费测试物业费)');
  });
});

async function tenantOf(): Promise<number> {
  const [row] = await t.database.db.orm.select({ tenantId: residentials.tenantId }).from(residentials).limit(1);
  return row!.tenantId;
}

describe('the demo bills and the money library', () => {
  it('agree on every seeded line: SQL computed each line as money.ts does, rounded once', async () => {
    const orm = t.database.db.orm;
    const standards = new Map((await orm.select().from(feeStandards)).map((s) => [s.id, s]));
    const lines = await orm
      .select()
      .from(feeBillLines)
      .where(and(eq(feeBillLines.residentialId, residentialRows['1001']!), sql`${feeBillLines.lineKind} in (1, 2)`))
      .limit(5000);
    expect(lines.length).toBeGreaterThan(1000);
    const kinds = new Set<string>();
    for (const line of lines) {
      const standard = standards.get(line.standardId)!;
      const { computed, amount } = computeAmount({
        formula: standard.formula as FeeFormula,
        unitPrice: parseScaled4(standard.unitPrice),
        extra: parseFen(standard.extraAmount),
        fixed: parseFen(standard.fixedAmount),
        tiers: parseTiers(standard.tiers) ?? [],
        precision: standard.precision as Precision,
        mode: standard.roundingMode as RoundingMode,
        quantity: line.quantity === null ? 0n : parseScaled4(line.quantity),
      });
      expect([line.id, line.computedAmount, line.amount]).toEqual([line.id, formatScaled4(computed), formatFen(amount)]);
      kinds.add(`${standard.feeType}:${line.lineKind}`);
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['electricity:2', 'property:1', 'water:2']));
  });
});

describe('importing meter readings', () => {
  it('reads meters by community and number from .xlsx, refuses a lower reading with its reason, and bills the rest', async () => {
    const meters = await t.database.db.orm
      .select({ id: feeMeters.id, meterNo: feeMeters.meterNo, lastReading: feeMeters.lastReading })
      .from(feeMeters)
      .where(eq(feeMeters.residentialId, residentialRows['1001']!))
      .orderBy(feeMeters.id)
      .limit(2);
    const template = await call<{ filePath: string }>(t.app, 'GET', '/api/property/meterReading/template', { token: admin });
    expect(template.status).toBe(200);
    const [headers] = await readSheet(await download(t.app, admin, template.data.filePath));
    const row = (values: Record<string, string>) => (headers as string[]).map((header) => values[header.replace(/ \*$/, '')] ?? '');
    const good = {
      所属社区: '阳光花园',
      表号: meters[0]!.meterNo,
      '账期（月初）': '2032-01-01',
      本次读数: '99999',
      抄表日期: '2032-01-25',
    };
    const lower = { ...good, 表号: meters[1]!.meterNo, 本次读数: '0' };
    const zip = buildZip([{ name: 'readings.xlsx', data: await workbook([headers as unknown[], row(good), row(lower)], 'readings') }]);
    const filePath = await uploadZip(t.app, admin, zip, { name: 'readings.zip' });
    const started = await call<{ taskId: string }>(t.app, 'POST', '/api/property/meterReading/import', {
      token: admin,
      body: { filePath },
    });
    expect(started.status, started.message).toBe(200);
    const task = await finishedTask(t.app, admin, started.data.taskId);
    const resultFile = task.result!.find((line) => line.label === '结果文件')!.value;
    const outcome = JSON.stringify(await readSheet(await download(t.app, admin, resultFile)));
    expect(outcome).toContain('低于上次读数');
    const [stored] = await t.database.db.orm
      .select()
      .from(feeMeterReadings)
      .where(and(eq(feeMeterReadings.meterId, meters[0]!.id), eq(feeMeterReadings.periodStart, '2032-01-01')));
    expect(stored).toMatchObject({ currentReading: '99999.0000', lineCount: 1 });
    const none = await t.database.db.orm
      .select()
      .from(feeMeterReadings)
      .where(and(eq(feeMeterReadings.meterId, meters[1]!.id), eq(feeMeterReadings.periodStart, '2032-01-01')));
    expect(none).toEqual([]);
  });
});
