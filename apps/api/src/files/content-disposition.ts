/**
 * `attachment` with an ASCII fallback name and the real name as RFC 5987 `filename*=UTF-8''…`. Quotes,
 * backslashes, control characters and path separators never reach the header, so a stored original name
 * cannot split the header or suggest a path.
 */
export function attachmentDisposition(fileName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this replaces
  const clean = fileName.replace(/[\u0000-\u001f\u007f"\\/:]/g, '_').slice(0, 200) || 'download';
  const fallback = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
