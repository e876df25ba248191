import { HwBridgeError, NotJpegError, type HwBridgeFailure } from '../../../app/hw-bridge.js';

/** The hardware steps of the kiosk, each read through the port-9090 helper. */
export type HardwareStep = 'idcard' | 'camera' | 'card';

/**
 * The message key of a failed hardware step (spec section 8): the ID card reader says why and that the details
 * can be typed; the camera asks for its plug-in (or to wait when busy; a picture that is not a JPEG is refused);
 * the card reader asks for a card, else "读卡失败，请联系管理员".
 */
export type HardwareFailureKey =
  | `kiosk.failure.idcard.${HwBridgeFailure}`
  | `kiosk.failure.camera.${'plugin' | 'busy' | 'notJpg'}`
  | `kiosk.failure.card.${'noCard' | 'failed'}`;

export function hardwareFailureKey(step: HardwareStep, error: unknown): HardwareFailureKey {
  const reason = error instanceof HwBridgeError ? error.reason : 'failed';
  switch (step) {
    case 'idcard':
      return `kiosk.failure.idcard.${reason}`;
    case 'camera':
      if (error instanceof NotJpegError) return 'kiosk.failure.camera.notJpg';
      return reason === 'busy' ? 'kiosk.failure.camera.busy' : 'kiosk.failure.camera.plugin';
    case 'card':
      return reason === 'noCard' ? 'kiosk.failure.card.noCard' : 'kiosk.failure.card.failed';
  }
}
