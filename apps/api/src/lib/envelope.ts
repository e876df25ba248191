import { Codes, codeMessage, labelIn, type CodeName, type Envelope, type Language } from '@cvap/contracts';

/** Appends a detail (such as field names) to a catalogue message with the language's punctuation. */
export function withDetail(message: string, detail: string | undefined, language: Language): string {
  if (!detail) return message;
  return labelIn({ zh: `${message.replace(/[。：]$/, '')}：${detail}`, en: `${message.replace(/[.:]$/, '')}: ${detail}` }, language);
}

export function envelope<T>(
  code: CodeName,
  language: Language,
  data: T,
  params: Record<string, string | number> = {},
  detail?: string,
): Envelope<T> {
  return { status: Codes[code].status, message: withDetail(codeMessage(code, language, params), detail, language), data };
}

export function ok<T>(language: Language, data: T): Envelope<T> {
  return envelope('OK', language, data);
}

/**
 * The JSON text of an OK envelope whose data holds `rows` already written as JSON text (by the database, so
 * the rows are neither parsed nor serialised here); `rows` comes last in `data`.
 */
export function okWithRowsJson(language: Language, data: Record<string, unknown>, rowsJson: string): string {
  const { status, message } = ok(language, null);
  const fields = JSON.stringify(data).slice(1, -1);
  return `{"status":${status},"message":${JSON.stringify(message)},"data":{${fields}${fields ? ',' : ''}"rows":${rowsJson}}}`;
}
