import {
  cardHexToDecimal10,
  HW_BRIDGE_COMMANDS,
  type GetIDCardInfoResult,
  type GetImageResult,
  type HwBridgeCommand,
  type ReadCardInfoResult,
} from '@cvap/contracts';
import type { Device } from './device.js';

/** Each command of spec section 7 "Local helper": asks the device and shapes its answer for the console. */
export const COMMANDS: { [C in HwBridgeCommand]: (device: Device) => Promise<unknown> } = {
  async GetImage(device): Promise<GetImageResult> {
    return { image: (await device.captureImage()).toString('base64') };
  },
  async ReadCardInfo(device): Promise<ReadCardInfoResult> {
    const cardHex = (await device.readCardSerial()).trim().toUpperCase();
    return { cardHex, cardNo: cardHexToDecimal10(cardHex) };
  },
  async GetIDCardInfo(device): Promise<GetIDCardInfoResult> {
    const { photo, ...record } = await device.readIdCard();
    return { ...record, photo: photo.toString('base64') };
  },
};

export function commandFromPath(pathname: string): HwBridgeCommand | undefined {
  return HW_BRIDGE_COMMANDS.find((command) => pathname === `/${command}`);
}
