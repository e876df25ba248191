import { isSessionEndStatus, type Envelope } from '@cvap/contracts';

/** What a finished HTTP exchange means for the console. */
export type Outcome =
  | { kind: 'ok'; data: unknown }
  /** 40101/40102/7101/7102/7103: the session is over (spec section 8). */
  | { kind: 'session-end'; status: number; message: string }
  /** An envelope with a status other than 200: shown as a 提示 warning unless the caller handles it. */
  | { kind: 'business'; status: number; message: string; data?: unknown }
  /** No envelope: an HTTP-level failure (proxy error page, network, time-out), shown as 异常. */
  | { kind: 'http'; httpStatus: number | null; reason: 'status' | 'malformed' | 'timeout' | 'network'; serverMessage: string | null };

export type Failure = Exclude<Outcome, { kind: 'ok' }>;

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { status?: unknown }).status === 'number' &&
    typeof (body as { message?: unknown }).message === 'string' &&
    'data' in body
  );
}

const MAX_PLAIN_MESSAGE = 200;

/** A message worth showing from a body that is not an envelope: a JSON `message`, or short plain text (not HTML). */
function serverMessageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
  }
  if (typeof body === 'string') {
    const text = body.trim();
    if (text === '' || text.length > MAX_PLAIN_MESSAGE || text.startsWith('<')) return null;
    return text;
  }
  return null;
}

export function classifyResponse(httpStatus: number, body: unknown): Outcome {
  if (isEnvelope(body)) {
    if (body.status === 200) return { kind: 'ok', data: body.data };
    if (isSessionEndStatus(body.status)) return { kind: 'session-end', status: body.status, message: body.message };
    return { kind: 'business', status: body.status, message: body.message, ...(body.data != null ? { data: body.data } : {}) };
  }
  // Every JSON answer of the API is an envelope: anything else (an HTML page from a proxy or an SPA
  // fallback) means the request did not reach the API.
  if (httpStatus >= 200 && httpStatus < 300) return { kind: 'http', httpStatus, reason: 'malformed', serverMessage: null };
  return { kind: 'http', httpStatus, reason: 'status', serverMessage: serverMessageOf(body) };
}

/** A request that never got a response. */
export function classifyTransportFailure(code: string | undefined): Failure {
  const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
  return { kind: 'http', httpStatus: null, reason: timedOut ? 'timeout' : 'network', serverMessage: null };
}

export interface NoticeFlags {
  /** The caller catches the rejection and shows nothing: no notice at all (session end still acts). */
  caught?: boolean;
  /** The caller shows business messages itself; HTTP-level failures are still announced. */
  customMessage?: boolean;
}

/** Which notice (if any) a failed outcome shows. Session end is handled apart: it always ends the session. */
export function noticeFor(outcome: Outcome, flags: NoticeFlags): 'warning' | 'error' | 'none' {
  if (outcome.kind === 'ok' || outcome.kind === 'session-end' || flags.caught) return 'none';
  if (outcome.kind === 'business') return flags.customMessage ? 'none' : 'warning';
  return 'error';
}
