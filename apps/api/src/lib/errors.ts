import type { CodeName } from '@cvap/contracts';
import type { Orm } from '../db/client.js';

export interface AppErrorOptions {
  params?: Record<string, string | number>;
  detail?: string;
  data?: unknown;
  /**
   * A record the refusal must leave although the work it refuses rolls back (a watchlist refusal, say): written
   * through the pool by the error handler once the error has left every transaction, never from inside one.
   */
  afterRollback?: (orm: Orm) => Promise<unknown>;
}

/**
 * A business error: a catalogue code (which fixes the HTTP status and the zh/en message), the message's
 * placeholders, an optional detail appended to the message, and optional data for the client.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: CodeName,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
  }
}
