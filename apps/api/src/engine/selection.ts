import { getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { referenceLabels } from './labels.js';
import type { ResolvedResource } from './types.js';

/**
 * A column's value as the API returns it, computed by the database: the one definition of a row's wire form.
 * Date-times in China Standard Time to the second, truncated; the offset is fixed (+8, no daylight saving), not a
 * zone name, whose history has summer times. Exact numerics (money) travel as their text, as the driver reads them
 * ("12.50", never 12.5); a numeric in number mode, integers, text, booleans, uuid, json and dates as JSON writes
 * them. A column type not named here is refused when the resource is first presented: its JSON is not checked.
 */
function presentedValue(resource: ResolvedResource, name: string, column: PgColumn): SQL {
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgSerial':
    case 'PgSmallSerial':
    case 'PgBigInt53':
    case 'PgBigSerial53':
    case 'PgNumericNumber':
    case 'PgVarchar':
    case 'PgText':
    case 'PgChar':
    case 'PgUUID':
    case 'PgBoolean':
    case 'PgJson':
    case 'PgJsonb':
    case 'PgDateString':
      return sql`${column}`;
    case 'PgNumeric':
      return sql`${column}::text`;
    case 'PgTimestamp':
      if ((column as PgColumn & { withTimezone?: boolean }).withTimezone)
        return sql`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`;
  }
  throw new Error(`resource ${resource.decl.name}: field ${name} has column type ${column.columnType}, which rows cannot present`);
}

const presentedSelections = new WeakMap<ResolvedResource, Record<string, SQL>>();

/**
 * The values of a resource's rows as the API returns them, by field name: the id, the stored fields but secrets,
 * the virtual fields the database computes and the references' labels. Every read of rows for the wire goes
 * through it (presentedFrom): the database writes their JSON, so a list page is sent as it is (`json_agg`) and
 * neither decoded, mapped, validated nor serialised by the API, which were most of a list request's CPU
 * (docs/decisions/0006); a record, a tree and an export are that JSON parsed once.
 */
export function presentedSelection(resource: ResolvedResource): Record<string, SQL> {
  const known = presentedSelections.get(resource);
  if (known) return known;
  const stored = [...resource.columns].filter(([name]) => name !== 'id' && !resource.decl.fields[name]?.secret);
  const selection = Object.fromEntries([
    ['id', presentedValue(resource, 'id', resource.id)],
    ...stored.map(([name, column]) => [name, presentedValue(resource, name, column)]),
    ...[...Object.entries(resource.hooks.computed ?? {}), ...Object.entries(referenceLabels(resource))].map(([name, value]) => [
      name,
      sql`${value}`,
    ]),
  ]) as Record<string, SQL>;
  presentedSelections.set(resource, selection);
  return selection;
}

const presentedLists = new WeakMap<ResolvedResource, SQL>();
const dialect = new PgDialect();

/**
 * The selection as a select list, written to text once: building it was the larger part of building a page's
 * statement on every request (drizzle walks every label's subquery). A list holding parameters (a computed field
 * may) stays a query chunk.
 */
function presentedList(resource: ResolvedResource): SQL {
  const known = presentedLists.get(resource);
  if (known) return known;
  const chunk = sql.join(
    Object.entries(presentedSelection(resource)).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const written = dialect.sqlToQuery(chunk);
  const list = written.params.length === 0 ? sql.raw(written.sql) : chunk;
  presentedLists.set(resource, list);
  return list;
}

/**
 * The rows `stored` selects (the table's own columns, filtered, ordered and limited as the caller needs) as the
 * API returns them, as the FROM item `p`. They are presented outside that select, under the table's name, so that
 * a sort over many rows sorts stored values and only the rows kept are formatted: formatted inside it, every row
 * the sort reads was (19 176 formatted to keep 20 made a bill-line page's statement three times as expensive).
 */
export function presentedFrom(resource: ResolvedResource, stored: SQLWrapper): SQL {
  return sql`(select ${presentedList(resource)} from (${stored}) as ${sql.identifier(getTableName(resource.table))}) as p`;
}

/** The JSON array of the rows of `p` (presentedFrom), in its order; `[]` for none. */
export function rowsJson(): SQL<string> {
  return sql<string>`coalesce(json_agg(p), '[]')::text`;
}
