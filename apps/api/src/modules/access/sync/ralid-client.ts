import { RALID_MAX_PAGE_SIZE, RalidPageResponseSchema, RalidRowSchemas, type RalidRow, type RalidStepName } from '@cvap/contracts';

/** Why the platform could not serve a page, in words an administrator can act on (the platform's own `msg` when it sent one). */
export class RalidError extends Error {
  override name = 'RalidError';
}

export interface RalidClientOptions {
  /** The platform's base URL; a step is `POST {url}/{step}`. */
  url: string;
  /** Extra headers (the device gateway's shared token, when the platform sits behind it). */
  headers?: Record<string, string>;
  /** Per page. */
  timeoutMs?: number;
}

function reasonOf(error: unknown): string {
  if (error instanceof RalidError) return error.message;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused';
  if (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET') return 'the platform closed the connection';
  if ((error as Error).name === 'TimeoutError') return 'timed out';
  return cause?.message ?? (error as Error).message ?? String(error);
}

/** One page of a data set, checked row by row against the protocol (an upstream is not trusted). */
export async function fetchRalidPage<S extends RalidStepName>(
  options: RalidClientOptions,
  step: S,
  pageNo: number,
  signal: AbortSignal,
  pageSize = RALID_MAX_PAGE_SIZE,
): Promise<{ total: number; rows: RalidRow<S>[] }> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${options.url}/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ pageNo, pageSize }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs ?? 30_000)]),
    });
    text = await response.text();
  } catch (error) {
    signal.throwIfAborted();
    throw new RalidError(reasonOf(error));
  }
  let parsed;
  try {
    parsed = RalidPageResponseSchema.parse(JSON.parse(text));
  } catch {
    throw new RalidError(`HTTP ${response.status}: not a platform answer`);
  }
  if (parsed.code !== 0 || !response.ok || !parsed.data) throw new RalidError(parsed.msg || `HTTP ${response.status}`);
  const schema = RalidRowSchemas[step];
  const rows = parsed.data.rows.map((row, index) => {
    const checked = schema.safeParse(row);
    if (!checked.success)
      throw new RalidError(`row ${(pageNo - 1) * pageSize + index + 1}: ${checked.error.issues[0]?.message ?? 'invalid'}`);
    return checked.data as RalidRow<S>;
  });
  return { total: parsed.data.total, rows };
}

/**
 * Every page of a data set, one after another, the next page requested while the caller handles the current
 * one (so writing overlaps the platform's answer). Stops at the first failure.
 */
export async function* ralidPages<S extends RalidStepName>(
  options: RalidClientOptions,
  step: S,
  signal: AbortSignal,
  pageSize = RALID_MAX_PAGE_SIZE,
): AsyncGenerator<{ total: number; rows: RalidRow<S>[] }> {
  let pageNo = 1;
  let next = fetchRalidPage(options, step, pageNo, signal, pageSize);
  for (;;) {
    const page = await next;
    const more = page.rows.length === pageSize && pageNo * pageSize < page.total;
    if (more) {
      pageNo += 1;
      next = fetchRalidPage(options, step, pageNo, signal, pageSize);
      // Handled when awaited; never an unhandled rejection if the consumer stops first.
      next.catch(() => undefined);
    }
    yield page;
    if (!more) return;
  }
}
