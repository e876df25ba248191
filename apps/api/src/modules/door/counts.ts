import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceContext } from '../../engine/index.js';

/** How many rows of `table` match: the door hooks' "still in use" checks before a delete. */
export async function countWhere(ctx: Pick<ResourceContext, 'orm'>, table: PgTable, condition: SQL | undefined): Promise<number> {
  const [row] = await ctx.orm.select({ n: count() }).from(table).where(condition);
  return row?.n ?? 0;
}
