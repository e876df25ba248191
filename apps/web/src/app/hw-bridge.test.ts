import type { GetIDCardInfoResult } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { captureImage, HwBridgeError, NotJpegError, readAccessCard, readIdCard } from './hw-bridge.js';

const CARD = { name: '张伟', gender: '男', idNumber: '110105199001011234' } as GetIDCardInfoResult;

interface Seen {
  url: string;
  init: RequestInit;
}

function answering(httpStatus: number, body: unknown, seen: Seen[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status: httpStatus,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

async function failure(promise: Promise<unknown>): Promise<HwBridgeError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HwBridgeError);
  return error as HwBridgeError;
}

describe('hardware helper client', () => {
  it('POSTs GetIDCardInfo to the helper address, without credentials, and returns the card', async () => {
    const seen: Seen[] = [];
    const card = await readIdCard('http://127.0.0.1:9090/', {
      fetch: answering(200, { status: 200, message: '操作成功', data: CARD }, seen),
    });
    expect(card).toEqual(CARD);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('http://127.0.0.1:9090/GetIDCardInfo');
    expect(seen[0]!.init).toMatchObject({ method: 'POST', body: '{}', credentials: 'omit' });
  });

  it('reports an empty reader (50303) as noCard', async () => {
    const error = await failure(
      readIdCard('http://h:9090', { fetch: answering(503, { status: 50303, message: '读卡器上没有卡', data: null }) }),
    );
    expect(error.reason).toBe('noCard');
  });

  it('reports a busy reader (50304) as busy and an unplugged one (50305) as unplugged', async () => {
    const busy = answering(503, { status: 50304, message: '设备正忙', data: null });
    expect((await failure(readIdCard('http://h:9090', { fetch: busy }))).reason).toBe('busy');
    const unplugged = answering(503, { status: 50305, message: '未检测到设备', data: null });
    expect((await failure(readIdCard('http://h:9090', { fetch: unplugged }))).reason).toBe('unplugged');
  });

  it('reports a device failure, an unexpected answer or a body that is not an envelope as failed', async () => {
    expect(
      (await failure(readIdCard('http://h:9090', { fetch: answering(503, { status: 50302, message: 'x', data: null }) }))).reason,
    ).toBe('failed');
    expect((await failure(readIdCard('http://h:9090', { fetch: answering(200, { status: 200, message: 'ok', data: null }) }))).reason).toBe(
      'failed',
    );
    expect((await failure(readIdCard('http://h:9090', { fetch: answering(502, '<html>bad gateway</html>') }))).reason).toBe('failed');
  });

  it('reports a refused connection and a helper that does not answer in time as unreachable', async () => {
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect((await failure(readIdCard('http://h:9090', { fetch: refused }))).reason).toBe('unreachable');
    const silent = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    expect((await failure(readIdCard('http://h:9090', { fetch: silent, timeoutMs: 30 }))).reason).toBe('unreachable');
  });

  it('returns the camera frame as JPEG bytes, and refuses a frame that is not a JPEG', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64');
    const bytes = await captureImage('http://h:9090', { fetch: answering(200, { status: 200, message: 'ok', data: { image: jpeg } }) });
    expect([...bytes]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d]).toString('base64');
    const error = await failure(
      captureImage('http://h:9090', { fetch: answering(200, { status: 200, message: 'ok', data: { image: png } }) }),
    );
    expect(error).toBeInstanceOf(NotJpegError);
    expect(error.reason).toBe('failed');
  });

  it('converts the access card serial from hex to the 10-digit decimal of spec section 7 itself', async () => {
    const answer = { status: 200, message: 'ok', data: { cardHex: '00BC614E', cardNo: '9999999999' } };
    expect(await readAccessCard('http://h:9090', { fetch: answering(200, answer) })).toBe('0012345678');
    const garbage = { status: 200, message: 'ok', data: { cardHex: 'not-hex', cardNo: '' } };
    expect((await failure(readAccessCard('http://h:9090', { fetch: answering(200, garbage) }))).reason).toBe('failed');
  });
});
