import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * How a condition takes its values: as they are (`inline`), or as named placeholders of a prepared statement
 * (`Placeholders`), so that a list's statement is built and planned once per shape instead of on every request
 * (docs/decisions/0006).
 */
export interface Binding {
  /** The value, or a placeholder standing for it (`column` encodes it as the column would). */
  value(name: string, value: unknown, column?: PgColumn): unknown;
  /** A part of the statement's shape that binds no value (an operator, a null test). */
  shape(part: string): void;
  /** A condition written with its values inside (a hook's): the statement cannot be prepared. */
  opaque(): void;
}

export const inline: Binding = { value: (_name, value) => value, shape() {}, opaque() {} };

/** Records the values and the shape of the conditions built with it; `key` names the shape. */
export class Placeholders implements Binding {
  readonly values: Record<string, unknown> = {};
  private readonly parts: string[] = [];
  preparable = true;

  value(name: string, value: unknown, column?: PgColumn): unknown {
    this.parts.push(name);
    // Placeholders skip the column's encoder: encode as the column would.
    this.values[name] = column && value !== null && value !== undefined ? column.mapToDriverValue(value) : value;
    return sql.placeholder(name);
  }

  shape(part: string): void {
    this.parts.push(part);
  }

  opaque(): void {
    this.preparable = false;
  }

  get key(): string {
    return this.parts.join(',');
  }
}
