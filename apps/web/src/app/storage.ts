/**
 * Storage access that never throws: a browser with storage disabled (or quota exceeded) keeps working,
 * it just forgets.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string | null): void {
  try {
    if (value === null) area(which)?.removeItem(key);
    else area(which)?.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only as long as the page.
  }
}

export function readJson<T>(which: Area, key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = readItem(which, key);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeItem(which, key, JSON.stringify(value));
}
