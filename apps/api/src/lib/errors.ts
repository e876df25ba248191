import type { CodeName } from '@cvap/contracts';

/**
 * A business error: a catalogue code (which fixes the HTTP status and the zh/en message), the message's
 * placeholders, an optional detail appended to the message, and optional data for the client.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: CodeName,
    readonly options: { params?: Record<string, string | number>; detail?: string; data?: unknown } = {},
  ) {
    super(code);
  }
}
