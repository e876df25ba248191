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
    expect(loadConfig({}).emulatorNoCard).toBe(false);
    expect(loadConfig({ HW_BRIDGE_EMULATOR_NO_CARD: '0' }).emulatorNoCard).toBe(false);
    expect(loadConfig({ HW_BRIDGE_EMULATOR_NO_CARD: '1' }).emulatorNoCard).toBe(true);
    expect(loadConfig({ HW_BRIDGE_EMULATOR_NO_CARD: ' TRUE ' }).emulatorNoCard).toBe(true);
  });
});
