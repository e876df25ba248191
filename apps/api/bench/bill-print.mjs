#!/usr/bin/env node
// Bill print benchmark (issue 26: "a bill-print PDF of 1 000 houses (goal: under 30 s, streamed, with progress)").
// Run by hand, never as a timed test:
//
//   pnpm --filter @cvap/contracts build && pnpm --filter @cvap/api build && node apps/api/bench/bill-print.mjs
//   BENCH_HOUSES=1000 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
//
// In a throw-away PostgreSQL database with the demo seed it adds one community of BENCH_HOUSES houses in ten
// buildings, an owner each, and twelve months of three fee items per house, all owed (36 lines a house), then
// prints the community with the demo's reminder template exactly as the print task does (planBillPrint's
// selection, writeBillPdf to a file), timing the whole, the first progress report and the longest gap between
// two reports, and reading the file's size and page count.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase, databaseUrl, dropDatabase } from './bench-support.mjs';

const HOUSES = Number(process.env.BENCH_HOUSES ?? 1000);
const BUILDINGS = 10;

const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../dist/db/client.js');
const { prepareDatabase } = await import('../dist/db/migrate.js');
const { API_MODULES } = await import('../dist/modules/index.js');
const { selectedApartments } = await import('../dist/modules/fee/bill-print/services/notices.js');
const { writeBillPdf } = await import('../dist/modules/fee/bill-print/services/print.js');

const rowsOf = (result) => result.rows;
const seconds = (ms) => (ms / 1000).toFixed(2);

async function generate(orm) {
  const [tenant] = rowsOf(await orm.execute(sql`select id from tenants order by id limit 1`));
  const [community] = rowsOf(
    await orm.execute(sql`insert into residentials (tenant_id, company_id, residential_name, kind, address)
      values (${tenant.id}, 'BP01', '压测花园', 'residential', '压测路 1 号') returning id`),
  );
  await orm.execute(sql`insert into buildings (residential_id, type, name, floor_count, sort_no)
    select ${community.id}, 2, g || '栋', 20, g from generate_series(1, ${BUILDINGS}) g`);
  await orm.execute(sql`insert into building_floors (residential_id, building_id, floor_no, name)
    select b.residential_id, b.id, f, f || '层' from buildings b cross join generate_series(1, 20) f where b.residential_id = ${community.id}`);
  const perFloor = Math.ceil(HOUSES / BUILDINGS / 20);
  await orm.execute(sql`insert into apartments (residential_id, building_id, floor_id, room_no, house_type, status, built_area, inner_area)
    select f.residential_id, f.building_id, f.id, (f.floor_no * 100 + n)::text, 1, 1, (60 + (f.id * 7 + n * 13) % 90)::numeric(10, 2),
      (48 + (f.id * 7 + n * 13) % 72)::numeric(10, 2)
    from building_floors f cross join generate_series(1, ${perFloor}) n where f.residential_id = ${community.id}`);
  await orm.execute(sql`insert into persons (residential_id, name, person_type, phone, apartment_id)
    select a.residential_id, '业主' || a.id, 1, '139' || lpad(a.id::text, 8, '0'), a.id from apartments a where a.residential_id = ${community.id}`);
  await orm.execute(sql`insert into fee_standards (residential_id, fee_type, name, formula, unit_price, extra_amount, fixed_amount, precision, rounding_mode, valid_from)
    values (${community.id}, 'property', '住宅物业服务费', 1, 2.35, 0, 0, 3, 1, '2025-01-01'),
      (${community.id}, 'rubbish', '垃圾清运费', 3, 0, 0, 15, 3, 1, '2025-01-01'),
      (${community.id}, 'other', '二次供水设施维护费', 3, 0, 0, 8.5, 3, 1, '2025-01-01')`);
  await orm.execute(sql`insert into fee_bill_lines (residential_id, standard_id, fee_type, object_type, object_id, line_kind, period_start,
      period_end, quantity, unit_price, computed_amount, amount, due_date)
    select a.residential_id, s.id, s.fee_type, 1, a.id, 1, m, (m + interval '1 month' - interval '1 day')::date, 1, s.fixed_amount,
      s.fixed_amount + 100, s.fixed_amount + 100, (m + interval '1 month')::date
    from apartments a join fee_standards s on s.residential_id = a.residential_id
    cross join generate_series('2025-11-01'::date, '2026-10-01'::date, interval '1 month') m
    where a.residential_id = ${community.id}`);
  await orm.execute(sql`insert into fee_bill_templates (residential_id, name, kind, title, company_name, qr_prefix, note)
    values (${community.id}, '催缴单', 2, '物业费催缴通知单', '压测花园物业服务中心', 'https://pay.example.com/h/', '请于七日内缴清。')`);
  await orm.execute(sql`analyze`);
  const [template] = rowsOf(await orm.execute(sql`select * from fee_bill_templates where residential_id = ${community.id}`));
  return { communityId: community.id, template };
}

const name = await createDatabase('bench_print_');
const folder = mkdtempSync(join(tmpdir(), 'bench-print-'));
try {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 10 });
  await prepareDatabase(db, { mode: 'demo', seed: 'demo', adminInitialPassword: null }, API_MODULES);
  const { communityId, template } = await generate(db.orm);
  const stored = {
    id: template.id,
    residentialId: template.residential_id,
    name: template.name,
    kind: template.kind,
    title: template.title,
    companyName: template.company_name,
    showOwner: true,
    showArea: true,
    showDueDate: true,
    showQr: true,
    qrPrefix: template.qr_prefix,
    sealImage: null,
    note: template.note,
  };
  const started = performance.now();
  const houses = await selectedApartments(db.orm, { residentialId: communityId, onlyOwing: true });
  const reports = [performance.now()];
  const destination = join(folder, 'print.pdf');
  const pages = await writeBillPdf(
    db.orm,
    folder,
    { template: stored, houses, language: 'zh_cn', printedOn: '2026-11-28', fileName: 'print.pdf' },
    destination,
    { signal: new AbortController().signal, progress: async () => void reports.push(performance.now()) },
  );
  const ended = performance.now();
  reports.push(ended);
  const gaps = reports.slice(1).map((at, index) => at - reports[index]);
  const bytes = readFileSync(destination).length;
  console.log(`houses ${houses.length}, pages ${pages}, lines ${houses.length * 36}`);
  console.log(
    `total ${seconds(ended - started)} s (selection ${seconds(reports[0] - started)} s), progress reports ${reports.length - 2}, ` +
      `first after ${seconds(reports[1] - started)} s, longest gap ${seconds(Math.max(...gaps))} s, file ${(bytes / 1048576).toFixed(1)} MiB`,
  );
  await db.close();
} finally {
  rmSync(folder, { recursive: true, force: true });
  await dropDatabase(name);
}
