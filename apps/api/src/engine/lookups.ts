/**
 * Reads an import repeats for many rows that its own writes cannot change (a parent's community, a community of
 * the tenant), kept for the length of one import's transaction (`ResourceContext.lookups`). Without the memo,
 * every row paid its own round trips, and under list traffic each one waited its turn on the event loop: 10 000
 * residents took 66 s instead of 6 s (docs/decisions/0007). Outside an import there is no memo: the read runs.
 */
export type Lookups = Map<string, Promise<unknown>>;

export function lookupOnce<T>(lookups: Lookups | undefined, key: string, load: () => PromiseLike<T>): Promise<T> {
  if (!lookups) return Promise.resolve().then(load);
  let found = lookups.get(key) as Promise<T> | undefined;
  if (!found) {
    // A real promise, run once: a Drizzle query is a thenable that runs again each time it is awaited.
    found = Promise.resolve().then(load);
    lookups.set(key, found);
    // A failed read is not kept: the next row reads again.
    found.catch(() => lookups.delete(key));
  }
  return found;
}

/** Records answers read in bulk (by a hook's beforeChunk), so the rows' own lookups find them. */
export function rememberLookup(lookups: Lookups | undefined, key: string, value: unknown): void {
  lookups?.set(key, Promise.resolve(value));
}
