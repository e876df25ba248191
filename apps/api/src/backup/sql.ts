import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client.js';

/** The rows of a query, on either driver (both results carry `rows`). */
export async function rowsOf<T>(orm: Orm, query: SQL | string): Promise<T[]> {
  const result = await orm.execute(typeof query === 'string' ? sql.raw(query) : query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A quoted SQL identifier. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
