import { Codes, codeMessage, type CodeName, type Envelope, type Language } from '@cvap/contracts';

/** Appends a detail (such as field names) to a catalogue message with the language's punctuation. */
export function withDetail(message: string, detail: string | undefined, language: Language): string {
  if (!detail) return message;
  return language === 'en' ? `${message.replace(/[.:]$/, '')}: ${detail}` : `${message.replace(/[。：]$/, '')}：${detail}`;
}

export function envelope<T>(code: CodeName, language: Language, data: T, params: Record<string, string | number> = {}, detail?: string): Envelope<T> {
  return { status: Codes[code].status, message: withDetail(codeMessage(code, language, params), detail, language), data };
}

export function ok<T>(language: Language, data: T): Envelope<T> {
  return envelope('OK', language, data);
}
