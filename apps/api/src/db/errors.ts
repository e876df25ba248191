const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: admin/crash shutdown, cannot connect now, connection exceptions, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/** True when an error (or one of its causes) means the database cannot be reached, rather than a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    current = cause;
  }
  return false;
}

/**
 * PostgreSQL ended the statement rather than the query being wrong: a lock or statement timeout, a transaction left
 * idle too long, a deadlock or a serialization failure (the session limits of decision 0022). Nothing was done;
 * the same request may succeed when retried.
 */
const BUSY_CODES = new Set(['55P03', '57014', '25P03', '40P01', '40001']);

export function isDatabaseBusy(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}
