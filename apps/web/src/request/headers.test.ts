import { describe, expect, it } from 'vitest';
import { buildRequestHeaders, takePayloadToken, toFormData } from './headers.js';

describe('request headers', () => {
  it('always sends the language, zh-CN for Chinese and en for English', () => {
    expect(buildRequestHeaders({ token: null, companyId: null, language: 'zh_cn' })).toEqual({ 'Accept-Language': 'zh-CN' });
    expect(buildRequestHeaders({ token: null, companyId: null, language: 'en' })).toEqual({ 'Accept-Language': 'en' });
  });

  it('sends the stored token as Authorization and the chosen community as CompanyId', () => {
    expect(buildRequestHeaders({ token: 'jwt-a', companyId: '1001', language: 'zh_cn' })).toEqual({
      'Accept-Language': 'zh-CN',
      Authorization: 'jwt-a',
      CompanyId: '1001',
    });
  });

  it('sends no CompanyId when acting for the head office', () => {
    expect(buildRequestHeaders({ token: 'jwt-a', companyId: null, language: 'en' })).not.toHaveProperty('CompanyId');
  });

  it('lets a token from the payload override the stored one', () => {
    const headers = buildRequestHeaders({ token: 'stored', payloadToken: 'from-payload', companyId: null, language: 'en' });
    expect(headers.Authorization).toBe('from-payload');
  });
});

describe('payload token', () => {
  it('is taken out of a plain object payload', () => {
    expect(takePayloadToken({ token: 't1', page: 1 })).toEqual({ token: 't1', payload: { page: 1 } });
  });

  it('is taken out of a form-data payload', () => {
    const form = new FormData();
    form.append('token', 't2');
    form.append('bizType', '3');
    const result = takePayloadToken(form);
    expect(result.token).toBe('t2');
    expect(result.payload.has('token')).toBe(false);
    expect(result.payload.get('bizType')).toBe('3');
  });

  it('leaves payloads without a token (or with a non-string one) untouched', () => {
    const payload = { token: 42, name: 'x' };
    expect(takePayloadToken(payload)).toEqual({ token: null, payload });
    expect(takePayloadToken(undefined)).toEqual({ token: null, payload: undefined });
  });
});

describe('form-data mode', () => {
  it('turns fields into multipart entries, repeating arrays and skipping empty values', () => {
    const file = new Blob(['zip'], { type: 'application/zip' });
    const form = toFormData({ bizType: 3, files: [file, file], note: null, extra: undefined, meta: { a: 1 } });
    expect(form.get('bizType')).toBe('3');
    expect(form.getAll('files')).toHaveLength(2);
    expect(form.has('note')).toBe(false);
    expect(form.has('extra')).toBe(false);
    expect(form.get('meta')).toBe('{"a":1}');
  });
});
