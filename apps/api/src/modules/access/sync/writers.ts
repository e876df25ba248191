import type { RalidRow, RalidStepName } from '@cvap/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../../engine/index.js';

/** A column of a mirror table: its name, the PostgreSQL type its array travels as, and its value in a row. */
interface Column<S extends RalidStepName> {
  name: string;
  type: 'int4' | 'int2' | 'text' | 'timestamptz' | 'int4[]';
  value: (row: RalidRow<S>) => string | number | null;
}

interface Writer<S extends RalidStepName> {
  table: string;
  key: string[];
  columns: Column<S>[];
}

/** Date-times of the platform are China Standard Time (the console's convention, decision 0006). */
const cst = (value: string) => `${value}+08`;

const WRITERS: { [S in RalidStepName]: Writer<S> } = {
  getDepartment: {
    table: 'ralid_departments',
    key: ['dept_id'],
    columns: [
      { name: 'dept_id', type: 'int4', value: (r) => r.deptId },
      { name: 'parent_id', type: 'int4', value: (r) => r.parentId },
      { name: 'dept_name', type: 'text', value: (r) => r.deptName },
    ],
  },
  getDepartmentAccessLevel: {
    table: 'ralid_department_access_levels',
    key: ['dept_id', 'access_level_id'],
    columns: [
      { name: 'dept_id', type: 'int4', value: (r) => r.deptId },
      { name: 'access_level_id', type: 'int4', value: (r) => r.accessLevelId },
    ],
  },
  getAccessLevel: {
    table: 'ralid_access_levels',
    key: ['access_level_id'],
    columns: [
      { name: 'access_level_id', type: 'int4', value: (r) => r.accessLevelId },
      { name: 'level_name', type: 'text', value: (r) => r.levelName },
      { name: 'time_period', type: 'text', value: (r) => r.timePeriod },
    ],
  },
  getDoorInfo: {
    table: 'ralid_doors',
    key: ['door_id'],
    columns: [
      { name: 'door_id', type: 'int4', value: (r) => r.doorId },
      { name: 'door_name', type: 'text', value: (r) => r.doorName },
      { name: 'device_code', type: 'text', value: (r) => r.deviceCode },
      { name: 'ip', type: 'text', value: (r) => r.ip },
      // An array per row: travels as its text form ({1,2}) and is cast back per row.
      { name: 'access_level_ids', type: 'int4[]', value: (r) => `{${r.accessLevelIds.join(',')}}` },
    ],
  },
  getUsers: {
    table: 'ralid_users',
    key: ['user_id'],
    columns: [
      { name: 'user_id', type: 'int4', value: (r) => r.userId },
      { name: 'user_name', type: 'text', value: (r) => r.userName },
      { name: 'dept_id', type: 'int4', value: (r) => r.deptId },
      { name: 'gender', type: 'int2', value: (r) => r.gender },
      { name: 'phone', type: 'text', value: (r) => r.phone },
      { name: 'id_number', type: 'text', value: (r) => r.idNumber },
    ],
  },
  getCard: {
    table: 'ralid_cards',
    key: ['card_no'],
    columns: [
      { name: 'card_no', type: 'text', value: (r) => r.cardNo },
      { name: 'user_id', type: 'int4', value: (r) => r.userId },
      { name: 'card_type_id', type: 'int4', value: (r) => r.cardTypeId },
      { name: 'status', type: 'int2', value: (r) => r.status },
      { name: 'valid_from', type: 'timestamptz', value: (r) => cst(r.validFrom) },
      { name: 'valid_until', type: 'timestamptz', value: (r) => cst(r.validUntil) },
    ],
  },
  getCardAccessLevel: {
    table: 'ralid_card_access_levels',
    key: ['card_no', 'access_level_id'],
    columns: [
      { name: 'card_no', type: 'text', value: (r) => r.cardNo },
      { name: 'access_level_id', type: 'int4', value: (r) => r.accessLevelId },
    ],
  },
  getCardType: {
    table: 'ralid_card_types',
    key: ['card_type_id'],
    columns: [
      { name: 'card_type_id', type: 'int4', value: (r) => r.cardTypeId },
      { name: 'type_name', type: 'text', value: (r) => r.typeName },
    ],
  },
};

/** Rows sent per statement: one array parameter per column, so the statement's size does not grow with it. */
const CHUNK = 5000;

function upsertStatement<S extends RalidStepName>(writer: Writer<S>, tenantId: number, runId: number, rows: RalidRow<S>[]): SQL {
  const names = writer.columns.map((c) => c.name);
  const arrays = writer.columns.map((c) => {
    const values = rows.map(c.value);
    // An int4[] column's values are array literals: unnest a text[] and cast each back.
    return c.type === 'int4[]' ? sql`${sql.param(values)}::text[]` : sql`${sql.param(values)}::${sql.raw(c.type)}[]`;
  });
  const selected = writer.columns.map((c, i) => (c.type === 'int4[]' ? `c${i}::int4[]` : `c${i}`)).join(', ');
  const aliases = writer.columns.map((_, i) => `c${i}`).join(', ');
  const updates = [...names.filter((n) => !writer.key.includes(n)), 'run_id'].map((n) => `${n} = excluded.${n}`).join(', ');
  return sql`insert into ${sql.raw(writer.table)} (tenant_id, run_id, ${sql.raw(names.join(', '))})
    select ${tenantId}::int4, ${runId}::int4, ${sql.raw(selected)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(aliases)})
    on conflict (tenant_id, ${sql.raw(writer.key.join(', '))}) do update set ${sql.raw(updates)}`;
}

/** Keeps the last row of each key: a statement may not update one row twice (a platform can repeat a row across pages). */
function distinctByKey<S extends RalidStepName>(writer: Writer<S>, rows: RalidRow<S>[]): RalidRow<S>[] {
  const keyColumns = writer.columns.filter((c) => writer.key.includes(c.name));
  const byKey = new Map<string, RalidRow<S>>();
  for (const row of rows) byKey.set(keyColumns.map((c) => String(c.value(row))).join('\u0000'), row);
  return byKey.size === rows.length ? rows : [...byKey.values()];
}

/** Upserts one page of a data set, stamped with the run. */
export async function writeRalidRows<S extends RalidStepName>(
  orm: Orm,
  step: S,
  tenantId: number,
  runId: number,
  rows: RalidRow<S>[],
): Promise<void> {
  const writer = WRITERS[step] as Writer<S>;
  const distinct = distinctByKey(writer, rows);
  for (let i = 0; i < distinct.length; i += CHUNK) {
    await orm.execute(upsertStatement(writer, tenantId, runId, distinct.slice(i, i + CHUNK)));
  }
}

/** Removes the rows of a data set the run did not write (gone upstream); returns how many. */
export async function removeUnsynced(orm: Orm, step: RalidStepName, tenantId: number, runId: number): Promise<number> {
  const result = await orm.execute(sql`delete from ${sql.raw(WRITERS[step].table)} where tenant_id = ${tenantId} and run_id <> ${runId}`);
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}

/** Rows of a data set held for a company (tests and the screen's counts). */
export async function countRalidRows(orm: Orm, step: RalidStepName, tenantId: number): Promise<number> {
  const result = await orm.execute(sql`select count(*)::int as n from ${sql.raw(WRITERS[step].table)} where tenant_id = ${tenantId}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
