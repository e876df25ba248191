/**
 * Spec section 7: when the console runs embedded in another system, or is opened on one of the configured
 * internal hosts, its API is reached under `cvap/api/` instead of `api/` (the host system's reverse proxy
 * mounts it there).
 */
export interface RewriteContext {
  embedded: boolean;
  hostname: string;
  internalHosts: readonly string[];
}

export function parseHostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

export function shouldRewriteApi(context: RewriteContext): boolean {
  return context.embedded || context.internalHosts.includes(context.hostname.toLowerCase());
}

/** `/api/x` → `/cvap/api/x` and `api/x` → `cvap/api/x` when the context asks for it; other URLs unchanged. */
export function rewriteApiUrl(url: string, context: RewriteContext): string {
  if (!shouldRewriteApi(context)) return url;
  const match = /^(\/?)api\//.exec(url);
  if (!match) return url;
  return `${match[1]}cvap/${url.slice(match[1]!.length)}`;
}
