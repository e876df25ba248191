import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Refuses a query sent through the pool (the root database handle) from code that is running inside one of this
 * process's transactions. Such a query either waits for a connection the transaction holds (PGlite has one
 * connection, so it waits forever and every later request queues behind it) or, on PostgreSQL, takes a second
 * connection that may wait on a row the transaction has locked: the request hangs and the pool drains. Inside a
 * transaction, every query goes through its `tx` handle; what must survive a rollback is written after it.
 *
 * The transaction's callback runs in an AsyncLocalStorage context marked open; everything it awaits (and
 * everything it starts) inherits that context, and the mark is cleared when the callback settles, so work that
 * merely started there and outlives the transaction is not refused afterwards.
 */
const transactionContext = new AsyncLocalStorage<{ open: boolean }>();

export class PoolQueryInTransactionError extends Error {
  override name = 'PoolQueryInTransactionError';
  constructor(what: string) {
    super(
      `${what} through the database pool while this code holds a transaction: use the transaction's handle ` +
        '(on the embedded database this query would wait forever)',
    );
  }
}

export function insideTransaction(): boolean {
  return transactionContext.getStore()?.open === true;
}

export function refuseInsideTransaction(what: string): void {
  if (insideTransaction()) throw new PoolQueryInTransactionError(what);
}

/** Runs a transaction's callback marked as inside a transaction (see above). */
export function runAsTransaction<T>(callback: () => Promise<T>): Promise<T> {
  const state = { open: true };
  return transactionContext.run(state, async () => {
    try {
      return await callback();
    } finally {
      state.open = false;
    }
  });
}

/**
 * Wraps the named async methods of a driver object (the pg Pool's `query` and `connect`, PGlite's `query`, `exec`
 * and `transaction`) so that each refuses to run inside a transaction. The transaction's own queries go through
 * its own connection object (pg's pool client, PGlite's transaction object), which is not wrapped.
 */
export function guardPoolMethods<T extends object>(client: T, methods: readonly (keyof T & string)[]): void {
  for (const method of methods) {
    const original = client[method];
    if (typeof original !== 'function') throw new Error(`cannot guard ${method}: not a method`);
    const bound = (original as (...args: unknown[]) => unknown).bind(client);
    Object.defineProperty(client, method, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        if (insideTransaction()) {
          const error = new PoolQueryInTransactionError(`${method}()`);
          // pg's query and connect also take a callback instead of returning a promise.
          const callback = args.at(-1);
          if (typeof callback === 'function') {
            queueMicrotask(() => (callback as (error: Error) => void)(error));
            return undefined;
          }
          return Promise.reject(error);
        }
        return bound(...args);
      },
    });
  }
}
