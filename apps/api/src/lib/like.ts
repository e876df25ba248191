/** Escapes LIKE wildcards so user text matches literally (PostgreSQL's default LIKE escape is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` with the text's own wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
