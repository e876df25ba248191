/** A keyset position: the sort it belongs to, the last row's sort value and id. */
export interface CursorPosition {
  field: string;
  order: 'asc' | 'desc';
  value: unknown;
  id: number;
}

export function encodeCursor(position: CursorPosition): string {
  const value = position.value instanceof Date ? position.value.toISOString() : position.value;
  return Buffer.from(JSON.stringify([position.field, position.order, value, position.id])).toString('base64url');
}

/** Null for anything that is not a cursor this server wrote (the caller answers 40008). */
export function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4) return null;
    const [field, order, value, id] = parsed as unknown[];
    if (typeof field !== 'string' || (order !== 'asc' && order !== 'desc') || !Number.isSafeInteger(id)) return null;
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) return null;
    return { field, order, value, id: id as number };
  } catch {
    return null;
  }
}
