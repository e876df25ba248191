import { Headers, type Language } from '@cvap/contracts';
import { languageTag } from '../i18n/language.js';

export interface HeaderInput {
  /** Token from the session cookie. */
  token: string | null;
  /** A token passed in the request payload: it overrides the stored one (spec section 7). */
  payloadToken?: string | null;
  /** Chosen community; null means head office (no header). */
  companyId: string | null;
  language: Language;
}

export function buildRequestHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = { [Headers.language]: languageTag(input.language) };
  const token = input.payloadToken || input.token;
  if (token) headers[Headers.authorization] = token;
  if (input.companyId) headers[Headers.companyId] = input.companyId;
  return headers;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Takes a `token` field out of a request payload. The API's schemas are strict, so the field is not sent
 * on; it only decides the Authorization header.
 */
export function takePayloadToken<T>(payload: T): { token: string | null; payload: T } {
  if (typeof FormData !== 'undefined' && payload instanceof FormData) {
    const token = payload.get('token');
    if (typeof token !== 'string') return { token: null, payload };
    payload.delete('token');
    return { token, payload };
  }
  if (!isPlainObject(payload) || typeof payload.token !== 'string') return { token: null, payload };
  const { token, ...rest } = payload;
  return { token, payload: rest as T };
}

/** Form-data mode: a plain object becomes multipart fields (arrays repeat the field; null/undefined are left out). */
export function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item);
      else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}
