import { describe, expect, it } from 'vitest';
import { classifyResponse, classifyTransportFailure, noticeFor } from './outcome.js';

const envelope = (status: number, message = 'm', data: unknown = null) => ({ status, message, data });

describe('response classification', () => {
  it('unwraps a 200 envelope to its data', () => {
    expect(classifyResponse(200, envelope(200, '操作成功', { id: 1 }))).toEqual({ kind: 'ok', data: { id: 1 } });
  });

  it.each([40101, 40102, 7101, 7102, 7103])('treats %i as the end of the session, whatever the HTTP status', (status) => {
    expect(classifyResponse(401, envelope(status, '登录异常'))).toEqual({ kind: 'session-end', status, message: '登录异常' });
  });

  it('treats any other envelope status as a business error carrying the server message', () => {
    expect(classifyResponse(401, envelope(40103, '用户名或密码错误'))).toEqual({
      kind: 'business',
      status: 40103,
      message: '用户名或密码错误',
    });
    expect(classifyResponse(200, envelope(40001, 'bad'))).toMatchObject({ kind: 'business', status: 40001 });
  });

  it('treats a successful answer without an envelope (an HTML page from a proxy) as not having reached the API', () => {
    expect(classifyResponse(200, '<!doctype html><html></html>')).toEqual({
      kind: 'http',
      httpStatus: 200,
      reason: 'malformed',
      serverMessage: null,
    });
  });

  it('makes a failed HTTP status without an envelope an HTTP-level error with the server message if there is one', () => {
    expect(classifyResponse(502, { message: 'upstream down' })).toEqual({
      kind: 'http',
      httpStatus: 502,
      reason: 'status',
      serverMessage: 'upstream down',
    });
    expect(classifyResponse(500, 'Internal error')).toMatchObject({ serverMessage: 'Internal error' });
  });

  it('ignores HTML error pages and empty bodies as messages', () => {
    expect(classifyResponse(504, '<html><body>Gateway Timeout</body></html>')).toMatchObject({ serverMessage: null });
    expect(classifyResponse(500, '')).toMatchObject({ serverMessage: null });
    expect(classifyResponse(500, null)).toMatchObject({ serverMessage: null });
  });

  it('tells a time-out from another network failure', () => {
    expect(classifyTransportFailure('ECONNABORTED')).toMatchObject({ kind: 'http', reason: 'timeout', httpStatus: null });
    expect(classifyTransportFailure('ERR_NETWORK')).toMatchObject({ kind: 'http', reason: 'network' });
  });
});

describe('which notice a failure shows', () => {
  const business = classifyResponse(422, envelope(40001, 'x'));
  const httpLevel = classifyResponse(500, null);
  const sessionEnd = classifyResponse(401, envelope(40101, 'x'));

  it('warns about business errors and reports HTTP-level errors as errors', () => {
    expect(noticeFor(business, {})).toBe('warning');
    expect(noticeFor(httpLevel, {})).toBe('error');
  });

  it('shows nothing for calls flagged caught', () => {
    expect(noticeFor(business, { caught: true })).toBe('none');
    expect(noticeFor(httpLevel, { caught: true })).toBe('none');
  });

  it('leaves business messages to callers flagged customMessage but still reports HTTP-level errors', () => {
    expect(noticeFor(business, { customMessage: true })).toBe('none');
    expect(noticeFor(httpLevel, { customMessage: true })).toBe('error');
  });

  it('never adds a generic notice to a session end (it has its own handling)', () => {
    expect(noticeFor(sessionEnd, {})).toBe('none');
  });
});
