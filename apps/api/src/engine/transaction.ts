import type { Orm } from '../db/client.js';

/**
 * Runs `work` in a transaction of `orm` (a savepoint when `orm` is already a transaction's handle) and hands it the
 * transaction as an `Orm`. Drizzle types the callback's handle as a PgTransaction, which the services' `Orm`
 * parameters do not accept without a cast: the cast is written here once. It goes through `orm.transaction`, so the
 * root handle's pool guard (db/transaction-guard.ts, docs/decisions/0022) applies as before.
 */
export function inTransaction<T>(orm: Orm, work: (tx: Orm) => Promise<T>): Promise<T> {
  return orm.transaction((tx) => work(tx as unknown as Orm));
}
