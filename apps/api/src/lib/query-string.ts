/** Marks a parsed query string that repeated a parameter; the guard hook then refuses the request. */
export const REPEATED_PARAMS = Symbol('repeatedQueryParams');

export type ParsedQuery = Record<string, string> & { [REPEATED_PARAMS]?: string[] };

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * Parses `a=1&b=2` into plain strings only. A repeated parameter (`a=1&a=2`, which other parsers turn into an
 * array a handler might not expect) is remembered so the request can be refused with 400.
 */
export function parseQueryString(input: string): ParsedQuery {
  const result = Object.create(null) as ParsedQuery;
  const repeated: string[] = [];
  for (const pair of input.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    if (Object.prototype.hasOwnProperty.call(result, key)) repeated.push(key);
    else result[key] = value;
  }
  if (repeated.length) Object.defineProperty(result, REPEATED_PARAMS, { value: [...new Set(repeated)], enumerable: false });
  return result;
}
