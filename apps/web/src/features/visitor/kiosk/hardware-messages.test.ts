import { describe, expect, it } from 'vitest';
import { HwBridgeError, NotJpegError } from '../../../app/hw-bridge.js';
import { en, zhCn } from '../../../console-texts.js';
import { hardwareFailureKey } from './hardware-messages.js';

function text(catalogue: typeof zhCn, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
}

describe('kiosk hardware messages', () => {
  it("gives the card reader's failures the spec's message, and an empty reader its own", () => {
    const key = hardwareFailureKey('card', new HwBridgeError('failed', '50302'));
    expect(text(zhCn, key)).toBe('读卡失败，请联系管理员');
    expect(text(en, key)).toBe('Failed to read cards, contact administrator');
    expect(hardwareFailureKey('card', new HwBridgeError('unplugged', ''))).toBe(key);
    expect(hardwareFailureKey('card', new HwBridgeError('noCard', ''))).toBe('kiosk.failure.card.noCard');
  });

  it('asks for the camera plug-in when the camera cannot be reached, and refuses a picture that is not a JPEG', () => {
    for (const reason of ['unreachable', 'unplugged', 'failed'] as const) {
      expect(text(en, hardwareFailureKey('camera', new HwBridgeError(reason, '')))).toBe(
        'Connecting the camera requires downloading the plug-in first; install it and try again',
      );
    }
    expect(hardwareFailureKey('camera', new HwBridgeError('busy', ''))).toBe('kiosk.failure.camera.busy');
    expect(text(zhCn, hardwareFailureKey('camera', new NotJpegError()))).toBe('只能上传JPG格式的图片，请重新拍照');
  });

  it('says why the ID card could not be read, a failed read being a failed verification', () => {
    expect(hardwareFailureKey('idcard', new HwBridgeError('noCard', ''))).toBe('kiosk.failure.idcard.noCard');
    expect(text(zhCn, hardwareFailureKey('idcard', new Error('bug')))).toContain('身份证核验失败');
  });
});
