import type { SimDeviceSpec } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { Fleet } from './fleet.js';
import { openRecordAt } from './open-records.js';
import { randomOpenRecord, rhythmFactor } from './rhythm.js';

const spec = (id: string, extra: Partial<SimDeviceSpec> = {}): SimDeviceSpec => ({
  id,
  code: `MJ${id}`,
  name: `东门${id}`,
  ip: `10.0.0.${id}`,
  model: 'DS-K1T671M',
  verifyMethods: ['card', 'face', 'password'],
  login: { protocol: 'http', url: '', account: 'admin', password: 'Door@2026', authKey: '' },
  ...extra,
});

function fleet(options: { failureRate?: number; random?: () => number } = {}): Fleet {
  return new Fleet({
    commandDelayMs: { min: 0, max: 0 },
    failureRate: options.failureRate ?? 0,
    platformAccount: 'admin',
    platformPassword: 'Door@2026',
    offlineCodes: ['MJ9'],
    random: options.random ?? (() => 0.5),
    wait: async () => undefined,
    download: async () => ({ ok: true, bytes: 1024, status: 200 }),
  });
}

describe('simulated devices', () => {
  it('report online, login abnormal on a wrong platform password, equipment abnormity on a fault, and nothing when offline', () => {
    const f = fleet();
    const ok = f.upsert(spec('1'));
    const wrong = f.upsert(spec('2', { login: { ...spec('2').login, password: 'wrong' } }));
    const faulty = f.upsert(spec('3'));
    faulty.behaviour.fault = true;
    const unplugged = f.upsert(spec('9'));
    const unrouted = f.upsert(spec('4', { ip: '192.0.2.4' }));
    expect([ok, wrong, faulty, unplugged, unrouted].map((d) => f.reportedState(d))).toEqual([
      'online',
      'loginAbnormal',
      'equipmentAbnormity',
      null,
      null,
    ]);
  });

  it('answer commands with a result: credentials stored and removed, failures with a reason, offline devices time out', async () => {
    const f = fleet();
    f.upsert(spec('1'));
    const credential = { personId: '7', personName: '张三', kind: 'card' as const, value: '0012345678' };
    expect(await f.execute('1', { command: 'pushCredential', credential })).toEqual({ ok: true });
    expect(f.get('1')!.credentials.size).toBe(1);
    f.get('1')!.behaviour.failNext = 1;
    expect(await f.execute('1', { command: 'removeCredential', credential })).toEqual({
      ok: false,
      failure: 'commandFailed',
      reason: 'device storage write failed',
    });
    expect(await f.execute('1', { command: 'removeCredential', credential })).toEqual({ ok: true });
    f.upsert(spec('9'));
    expect(await f.execute('9', { command: 'openDoor' })).toMatchObject({
      ok: false,
      failure: 'offline',
      reason: expect.stringContaining('offline'),
    });
    expect(await f.execute('5', { command: 'restart' })).toMatchObject({ ok: false });
  });

  it('fail commands at the configured rate', async () => {
    const always = fleet({ failureRate: 1 });
    always.upsert(spec('1'));
    expect((await always.execute('1', { command: 'restart' })).ok).toBe(false);
  });

  it('take the version of an upgrade from its package and stay silent while installing', async () => {
    const f = fleet();
    const device = f.upsert(spec('1'));
    expect(await f.execute('1', { command: 'upgrade', url: 'http://api/fw/3?v=2.2.0' })).toEqual({ ok: true });
    expect(device.firmware).toBe('2.2.0');
    expect(f.reportedState(device)).toBeNull();
  });

  it('open a door for a card the device holds and refuse an unknown or expired one', () => {
    const f = fleet();
    const device = f.upsert(spec('1'));
    device.credentials.set('card:0012345678', { personId: '7', personName: '张三', kind: 'card', value: '0012345678' });
    device.credentials.set('card:0099999999', {
      personId: '8',
      personName: '李四',
      kind: 'card',
      value: '0099999999',
      validTo: '2020-01-01T00:00:00Z',
    });
    expect(openRecordAt(device, { method: 'card', value: '0012345678' })).toMatchObject({
      opened: true,
      personName: '张三',
      personId: '7',
    });
    expect(openRecordAt(device, { method: 'card', value: '0099999999' }).opened).toBe(false);
    expect(openRecordAt(device, { method: 'card', value: '0000000001' })).toMatchObject({ opened: false, personName: '未登记卡' });
    expect(openRecordAt(device, { method: 'bluetooth' }).opened).toBe(false);
  });

  it('give the demo rhythm morning and evening peaks, quiet nights and quieter weekends', () => {
    const wednesday = (hour: number) => new Date(2026, 10, 25, hour, 0);
    const saturday = (hour: number) => new Date(2026, 10, 28, hour, 0);
    expect(rhythmFactor(wednesday(8))).toBeGreaterThan(0.9);
    expect(rhythmFactor(wednesday(18))).toBeGreaterThan(0.8);
    expect(rhythmFactor(wednesday(3))).toBeLessThan(0.05);
    expect(rhythmFactor(wednesday(15))).toBeLessThan(rhythmFactor(wednesday(8)) / 3);
    expect(rhythmFactor(saturday(8))).toBeLessThan(rhythmFactor(wednesday(8)) / 2);
  });
});

describe('the demo rhythm', () => {
  it('has an exit reader (…-出) report people going out and an entry reader (…-进) people coming in', () => {
    for (const [name, direction] of [
      ['东门门禁机-出', 2],
      ['东门门禁机-进', 1],
    ] as const) {
      const f = fleet();
      f.upsert(spec('1', { name }));
      // Whatever the draw, the way is the reader's.
      for (const draw of [0.1, 0.9]) expect(randomOpenRecord(f, () => draw)?.input.direction).toBe(direction);
    }
  });
});
