import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ALLOWED_ORIGINS, loadConfig } from './config.js';

describe('hw-bridge configuration', () => {
  it('defaults to the emulator on 127.0.0.1:9090 with ~300 ms latency and the local console origins', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 9090, driver: 'emulator', latencyMs: 300 });
    expect(config.allowedOrigins).toEqual(DEFAULT_ALLOWED_ORIGINS);
    expect(config.allowedOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:5173']);
  });

  it('reads host, port, latency and origins from the environment', () => {
    const config = loadConfig({
      HW_BRIDGE_HOST: '0.0.0.0',
      HW_BRIDGE_PORT: '9140',
      HW_BRIDGE_LATENCY_MS: '0',
      HW_BRIDGE_ALLOWED_ORIGINS: ' http://LOCALHOST:8140 , https://console.example.com ',
    });
    expect(config).toMatchObject({ host: '0.0.0.0', port: 9140, latencyMs: 0 });
    expect(config.allowedOrigins).toEqual(['http://localhost:8140', 'https://console.example.com']);
  });

  it('refuses to start on an unknown driver, a bad port or an origin with a path', () => {
    expect(() => loadConfig({ HW_BRIDGE_DRIVER: 'magic' })).toThrow(ConfigError);
    expect(() => loadConfig({ HW_BRIDGE_PORT: '70000' })).toThrow(/HW_BRIDGE_PORT/);
    expect(() => loadConfig({ HW_BRIDGE_PORT: '90a' })).toThrow(/HW_BRIDGE_PORT/);
    expect(() => loadConfig({ HW_BRIDGE_ALLOWED_ORIGINS: 'http://localhost:8080/app' })).toThrow(/not an origin/);
    expect(() => loadConfig({ HW_BRIDGE_ALLOWED_ORIGINS: 'localhost:8080' })).toThrow(/not an origin/);
    expect(() => loadConfig({ HW_BRIDGE_EMULATOR_CARD: 'XYZ' })).toThrow(/hexadecimal/);
    expect(() => loadConfig({ HW_BRIDGE_EMULATOR_NO_CARD: 'yes' })).toThrow(/HW_BRIDGE_EMULATOR_NO_CARD/);
  });

  it('emulates readers with a card unless HW_BRIDGE_EMULATOR_NO_CARD is 1 or true', () => {
    expect(loadConfig({}).emulatorFaults).toEqual({});
    expect(loadConfig({ HW_BRIDGE_EMULATOR_NO_CARD: '0' }).emulatorFaults).toEqual({});
    expect(loadConfig({ HW_BRIDGE_EMULATOR_NO_CARD: '1' }).emulatorFaults).toEqual({ card: 'noCard', idcard: 'noCard' });
    expect(loadConfig({ HW_BRIDGE_EMULATOR_NO_CARD: ' TRUE ' }).emulatorFaults).toEqual({ card: 'noCard', idcard: 'noCard' });
  });

  it('starts emulated units with the faults of HW_BRIDGE_EMULATOR_FAULTS and refuses unknown units or faults', () => {
    expect(loadConfig({ HW_BRIDGE_EMULATOR_FAULTS: 'camera=unplugged, idcard=readError' }).emulatorFaults).toEqual({
      camera: 'unplugged',
      idcard: 'readError',
    });
    expect(() => loadConfig({ HW_BRIDGE_EMULATOR_FAULTS: 'printer=busy' })).toThrow(/HW_BRIDGE_EMULATOR_FAULTS/);
    expect(() => loadConfig({ HW_BRIDGE_EMULATOR_FAULTS: 'card=melted' })).toThrow(/HW_BRIDGE_EMULATOR_FAULTS/);
    expect(() => loadConfig({ HW_BRIDGE_EMULATOR_FAULTS: 'card' })).toThrow(/HW_BRIDGE_EMULATOR_FAULTS/);
  });

  it('takes the v4l2 driver with its camera node and ffmpeg, the emulator staying the default', () => {
    expect(loadConfig({}).driver).toBe('emulator');
    const config = loadConfig({ HW_BRIDGE_DRIVER: 'v4l2', HW_BRIDGE_V4L2_DEVICE: '/dev/video2', HW_BRIDGE_FFMPEG: '/opt/ffmpeg' });
    expect(config).toMatchObject({ driver: 'v4l2', v4l2Device: '/dev/video2', ffmpegPath: '/opt/ffmpeg' });
    expect(loadConfig({ HW_BRIDGE_DRIVER: 'v4l2' })).toMatchObject({ v4l2Device: '/dev/video0', ffmpegPath: 'ffmpeg' });
  });
});
