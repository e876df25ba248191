/** Delay before the n-th reconnection attempt (0-based): 1 s doubling up to 30 s, with up to 20% jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.2 * random()));
}

/** The WebSocket URL of an API path, on the page's own origin (ws: or wss:). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, basePath: string, apiPath: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${scheme}//${location.host}${base}${apiPath.replace(/^\//, '')}`;
}
