/**
 * What a list screen showed (page, size, sort, filters and the search form's values), kept while the console
 * is open: a list left for an inline page (a resident's edit page) or another tab comes back as it was left.
 * Keyed by user and route, in memory only (a reload or a new login starts from the declaration's defaults).
 */
export interface RememberedList<S> {
  state: S;
  searchValues: Record<string, unknown>;
}

const remembered = new Map<string, RememberedList<unknown>>();

export function listMemoryKey(username: string, pathname: string, resource: string): string {
  return `${username}\n${pathname}\n${resource}`;
}

export function recallList<S>(key: string): RememberedList<S> | undefined {
  return remembered.get(key) as RememberedList<S> | undefined;
}

export function rememberList<S>(key: string, list: RememberedList<S>): void {
  remembered.set(key, list);
}

/** Forgets every list (a logout). */
export function forgetLists(): void {
  remembered.clear();
}
