import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { referenceLabels } from './labels.js';
import type { ResolvedResource } from './types.js';

/**
 * Every stored column of a resource by field name, id first, then the virtual fields the database computes
 * (hooks.computed) and the references' labels (labels.ts): the select list of its rows.
 */
export function storedSelection(resource: ResolvedResource): Record<string, PgColumn | SQL> {
  return Object.fromEntries([
    ['id', resource.id],
    ...resource.columns,
    ...Object.entries(resource.hooks.computed ?? {}),
    ...Object.entries(referenceLabels(resource)),
  ]);
}

/**
 * A column's value exactly as the API returns it (values.ts toApiValue), computed by the database, or null for
 * a column type whose JSON the database would write differently. Date-times in China Standard Time to the
 * second, truncated, as formatDateTime does; the offset is fixed (+8, no daylight saving), not a zone name,
 * whose history has summer times.
 */
function presentedValue(column: PgColumn): SQL | null {
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
    case 'PgTimestamp':
      return (column as PgColumn & { withTimezone?: boolean }).withTimezone
        ? sql`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`
        : null;
    default:
      return null;
  }
}

const presentedSelections = new WeakMap<ResolvedResource, Record<string, SQL.Aliased> | null>();

/**
 * The select list of a resource's rows as the API returns them, each value aliased by its field name, so that
 * the database can write a page's JSON itself (`json_agg`): the API then neither decodes, maps, validates nor
 * serialises the rows, which were most of a list request's CPU (docs/decisions/0006). Null when a row needs
 * JavaScript to be presented (a loadVirtual hook) or has a column type presentedValue does not know; such a
 * resource is presented by `present` (repository.ts). The API test "every resource's page reads the same
 * whether the database or the API presents it" keeps the two presentations equal.
 */
export function presentedSelection(resource: ResolvedResource): Record<string, SQL.Aliased> | null {
  const known = presentedSelections.get(resource);
  if (known !== undefined) return known;
  const fields = [
    ['id', resource.id] as const,
    ...[...resource.columns].filter(([name]) => name !== 'id' && !resource.decl.fields[name]?.secret),
  ];
  const values = fields.map(([name, column]) => [name, presentedValue(column)] as const);
  const selection: Record<string, SQL.Aliased> | null =
    resource.hooks.loadVirtual || values.some(([, value]) => value === null)
      ? null
      : Object.fromEntries([
          ...values.map(([name, value]) => [name, value!.as(name)]),
          ...[...Object.entries(resource.hooks.computed ?? {}), ...Object.entries(referenceLabels(resource))].map(([name, value]) => [
            name,
            sql`${value}`.as(name),
          ]),
        ]);
  presentedSelections.set(resource, selection);
  return selection;
}
