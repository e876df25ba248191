import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIdCard } from '@cvap/contracts';
import { call } from '../test/http-client.js';
import { loadConfig, type BridgeConfig } from './config.js';
import type { Device } from './device.js';
import { createDevice } from './drivers.js';
import { startBridge, type RunningBridge } from './server.js';

const CONSOLE = 'http://localhost:8080';
const STRANGER = 'http://evil.example';

function testConfig(env: NodeJS.ProcessEnv = {}): BridgeConfig {
  return loadConfig({ HW_BRIDGE_PORT: '0', HW_BRIDGE_LATENCY_MS: '0', ...env });
}

async function withBridge(config: BridgeConfig, device: Device, run: (bridge: RunningBridge) => Promise<void>): Promise<void> {
  const bridge = await startBridge(config, device);
  try {
    await run(bridge);
  } finally {
    await bridge.close();
  }
}

function jpegSize(jpeg: Buffer): { width: number; height: number } {
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  return { height: jpeg.readUInt16BE(sof + 5), width: jpeg.readUInt16BE(sof + 7) };
}

function expectJpeg(base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  return bytes;
}

describe('hw-bridge over HTTP with the emulator driver', () => {
  let bridge: RunningBridge;
  beforeAll(async () => {
    const config = testConfig();
    bridge = await startBridge(config, createDevice(config));
  });
  afterAll(() => bridge.close());

  it('reports liveness on GET /health without an Origin', async () => {
    const reply = await call(bridge.url, 'GET', '/health');
    expect(reply.httpStatus).toBe(200);
    expect(reply.body).toEqual({ status: 200, message: '操作成功', data: { status: 'up', driver: 'emulator' } });
  });

  it('GetImage returns a camera frame as a base64 JPEG to an allowed console', async () => {
    const reply = await call(bridge.url, 'POST', '/GetImage', { origin: CONSOLE, body: '{}' });
    expect(reply.httpStatus).toBe(200);
    expect(reply.body?.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(CONSOLE);
    expect(reply.headers.vary).toBe('Origin');
    expect(jpegSize(expectJpeg(reply.body?.data.image))).toEqual({ width: 320, height: 240 });
  });

  it('ReadCardInfo returns the serial in hex and as its 10-digit decimal', async () => {
    const reply = await call(bridge.url, 'POST', '/ReadCardInfo', { origin: CONSOLE });
    expect(reply.httpStatus).toBe(200);
    const { cardHex, cardNo } = reply.body!.data;
    expect(cardHex).toMatch(/^[0-9A-F]{8}$/);
    expect(cardNo).toMatch(/^\d{10}$/);
    expect(Number(cardNo)).toBe(parseInt(cardHex, 16));
  });

  it('GetIDCardInfo returns a consistent identity record with a valid 18-digit number', async () => {
    const reply = await call(bridge.url, 'POST', '/GetIDCardInfo', { origin: CONSOLE, body: '' });
    expect(reply.httpStatus).toBe(200);
    const card = reply.body?.data;
    expect(isValidIdCard(card.idNumber)).toBe(true);
    expect(card.idNumber.slice(6, 14)).toBe(card.birthday.replaceAll('-', ''));
    expect(Number(card.idNumber[16]) % 2 === 1 ? '男' : '女').toBe(card.gender);
    expect(card.name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
    expect(card.validTo > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(jpegSize(expectJpeg(card.photo))).toEqual({ width: 102, height: 126 });
  });

  it('answers a preflight from an allowed console, including Private Network Access', async () => {
    const reply = await call(bridge.url, 'OPTIONS', '/ReadCardInfo', {
      origin: 'http://localhost:5173',
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Private-Network': 'true' },
    });
    expect(reply.httpStatus).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(reply.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    expect(reply.headers['access-control-allow-headers']).toContain('Content-Type');
    expect(reply.headers['access-control-allow-private-network']).toBe('true');
  });

  it('refuses a page from another origin with 403 and no CORS grant, for commands and preflights', async () => {
    for (const method of ['POST', 'OPTIONS']) {
      const reply = await call(bridge.url, method, '/ReadCardInfo', { origin: STRANGER, headers: { 'Accept-Language': 'en' } });
      expect(reply.httpStatus).toBe(403);
      expect(reply.body).toEqual({ status: 40305, message: 'This origin is not allowed', data: null });
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    }
    const opaque = await call(bridge.url, 'POST', '/GetImage', { origin: 'null' });
    expect(opaque.httpStatus).toBe(403);
  });

  it('answers an unknown command with 404', async () => {
    const reply = await call(bridge.url, 'POST', '/FormatDisk', { origin: CONSOLE });
    expect(reply.httpStatus).toBe(404);
    expect(reply.body?.status).toBe(40402);
    expect((await call(bridge.url, 'POST', '/getimage', { origin: CONSOLE })).httpStatus).toBe(404);
  });

  it('answers a command called with another method than POST with 405 and Allow', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const reply = await call(bridge.url, method, '/GetImage', { origin: CONSOLE });
      expect(reply.httpStatus).toBe(405);
      expect(reply.body?.status).toBe(40501);
      expect(reply.headers.allow).toBe('POST, OPTIONS');
    }
    expect((await call(bridge.url, 'POST', '/health')).httpStatus).toBe(405);
  });

  it('refuses a body over the size limit with 413 and a body that is not a JSON object with 400', async () => {
    const big = await call(bridge.url, 'POST', '/GetImage', { origin: CONSOLE, body: JSON.stringify({ pad: 'x'.repeat(20_000) }) });
    expect(big.httpStatus).toBe(413);
    expect(big.body?.status).toBe(41301);
    for (const body of ['{not json', '[1,2]', '"text"']) {
      const reply = await call(bridge.url, 'POST', '/GetImage', { origin: CONSOLE, body });
      expect(reply.httpStatus).toBe(400);
      expect(reply.body?.status).toBe(40002);
    }
  });
});

describe('hw-bridge emulator settings', () => {
  it('converts a fixed card serial to its zero-padded 10-digit decimal', async () => {
    const config = testConfig({ HW_BRIDGE_EMULATOR_CARD: '00bc614e' });
    await withBridge(config, createDevice(config), async (bridge) => {
      const reply = await call(bridge.url, 'POST', '/ReadCardInfo', { origin: CONSOLE });
      expect(reply.body?.data).toEqual({ cardHex: '00BC614E', cardNo: '0012345678' });
    });
  });

  it('waits the configured latency before each emulated read', async () => {
    const config = testConfig({ HW_BRIDGE_LATENCY_MS: '250' });
    await withBridge(config, createDevice(config), async (bridge) => {
      const reply = await call(bridge.url, 'POST', '/ReadCardInfo', { origin: CONSOLE });
      expect(reply.httpStatus).toBe(200);
      expect(reply.elapsedMs).toBeGreaterThanOrEqual(240);
    });
  });

  it('answers DEVICE_NO_CARD (50303) in the caller’s language for card reads when HW_BRIDGE_EMULATOR_NO_CARD is set', async () => {
    const config = testConfig({ HW_BRIDGE_EMULATOR_NO_CARD: '1' });
    await withBridge(config, createDevice(config), async (bridge) => {
      for (const command of ['/GetIDCardInfo', '/ReadCardInfo']) {
        const zh = await call(bridge.url, 'POST', command, { origin: CONSOLE });
        expect(zh.httpStatus).toBe(503);
        expect(zh.body).toEqual({ status: 50303, message: '读卡器上没有卡，请放好卡片后重试', data: null });
        expect(zh.headers['access-control-allow-origin']).toBe(CONSOLE);
      }
      const en = await call(bridge.url, 'POST', '/GetIDCardInfo', { origin: CONSOLE, headers: { 'Accept-Language': 'en' } });
      expect(en.body?.message).toBe('There is no card on the reader; place the card and try again');
      expect((await call(bridge.url, 'POST', '/GetImage', { origin: CONSOLE })).httpStatus).toBe(200);
    });
  });

  it('accepts only the origins configured in HW_BRIDGE_ALLOWED_ORIGINS', async () => {
    const config = testConfig({ HW_BRIDGE_ALLOWED_ORIGINS: 'https://console.example.com' });
    await withBridge(config, createDevice(config), async (bridge) => {
      expect((await call(bridge.url, 'POST', '/GetImage', { origin: 'https://console.example.com' })).httpStatus).toBe(200);
      expect((await call(bridge.url, 'POST', '/GetImage', { origin: CONSOLE })).httpStatus).toBe(403);
    });
  });
});

describe('hw-bridge with a device that fails', () => {
  // Stands in for unplugged or hung hardware: the helper must answer, not hang or crash.
  const unplugged: Device = {
    captureImage: () => Promise.reject(new Error('camera not connected')),
    readCardSerial: () => new Promise<string>(() => {}),
    readIdCard: () => Promise.reject(new Error('reader not connected')),
    close: async () => {},
  };

  it('answers DEVICE_FAILED with 503 in the caller’s language when a read fails or times out', async () => {
    const config = { ...testConfig(), deviceTimeoutMs: 200 };
    await withBridge(config, unplugged, async (bridge) => {
      const failed = await call(bridge.url, 'POST', '/GetImage', { origin: CONSOLE });
      expect(failed.httpStatus).toBe(503);
      expect(failed.body).toMatchObject({ status: 50302, data: null });
      expect(failed.body?.message).toContain('设备');
      const hung = await call(bridge.url, 'POST', '/ReadCardInfo', { origin: CONSOLE, headers: { 'Accept-Language': 'en-US' } });
      expect(hung.httpStatus).toBe(503);
      expect(hung.body?.message).toMatch(/device/i);
    });
  });
});

describe('hw-bridge faults the way real units fail', () => {
  it('answers each emulated fault with its own code: busy, unplugged, read error, no card', async () => {
    const config = testConfig({ HW_BRIDGE_EMULATOR_FAULTS: 'camera=unplugged,card=busy,idcard=readError' });
    await withBridge(config, createDevice(config), async (bridge) => {
      const camera = await call(bridge.url, 'POST', '/GetImage', { origin: CONSOLE, headers: { 'Accept-Language': 'en' } });
      expect(camera.httpStatus).toBe(503);
      expect(camera.body).toEqual({ status: 50305, message: 'The device is not connected; check that it is plugged in', data: null });
      const card = await call(bridge.url, 'POST', '/ReadCardInfo', { origin: CONSOLE });
      expect(card.body).toEqual({ status: 50304, message: '设备正忙，请稍后重试', data: null });
      expect((await call(bridge.url, 'POST', '/GetIDCardInfo', { origin: CONSOLE })).body?.status).toBe(50302);
    });
  });

  it('answers a second read of a unit still reading as busy, and reads again once the first is done', async () => {
    const config = testConfig({ HW_BRIDGE_LATENCY_MS: '300' });
    await withBridge(config, createDevice(config), async (bridge) => {
      const first = call(bridge.url, 'POST', '/ReadCardInfo', { origin: CONSOLE });
      await new Promise((resolve) => setImmediate(resolve));
      const [second, image] = await Promise.all([
        call(bridge.url, 'POST', '/ReadCardInfo', { origin: CONSOLE }),
        call(bridge.url, 'POST', '/GetImage', { origin: CONSOLE }),
      ]);
      expect(second.body?.status).toBe(50304);
      expect(image.body?.status).toBe(200);
      expect((await first).body?.status).toBe(200);
      expect((await call(bridge.url, 'POST', '/ReadCardInfo', { origin: CONSOLE })).body?.status).toBe(200);
    });
  });

  it('switches emulated faults at run time from a local program, never from a web page', async () => {
    const config = testConfig();
    await withBridge(config, createDevice(config), async (bridge) => {
      const set = await call(bridge.url, 'PUT', '/emulator/faults', { body: JSON.stringify({ card: 'noCard', camera: null }) });
      expect(set.body).toMatchObject({ status: 200, data: { card: 'noCard' } });
      expect((await call(bridge.url, 'POST', '/ReadCardInfo', { origin: CONSOLE })).body?.status).toBe(50303);
      expect((await call(bridge.url, 'GET', '/emulator/faults')).body?.data).toEqual({ card: 'noCard' });

      const fromPage = await call(bridge.url, 'PUT', '/emulator/faults', { origin: CONSOLE, body: JSON.stringify({}) });
      expect(fromPage.httpStatus).toBe(404);
      expect((await call(bridge.url, 'PUT', '/emulator/faults', { body: '{"card":"melted"}' })).httpStatus).toBe(400);
      expect((await call(bridge.url, 'PUT', '/emulator/faults', { body: 'not json' })).httpStatus).toBe(400);

      await call(bridge.url, 'PUT', '/emulator/faults', { body: '{}' });
      expect((await call(bridge.url, 'POST', '/ReadCardInfo', { origin: CONSOLE })).body?.status).toBe(200);
    });
  });
});
