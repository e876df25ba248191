import {
  cardHexToDecimal10,
  HW_BRIDGE_COMMANDS,
  type GetIDCardInfoResult,
  type GetImageResult,
  type HwBridgeCommand,
  type ReadCardInfoResult,
} from '@cvap/contracts';
import type { Device, Unit } from './device.js';

interface Command {
  /** The hardware unit the command occupies while it runs. */
  unit: Unit;
  run(device: Device): Promise<unknown>;
}

/** Each command of spec section 7 "Local helper": asks the device and shapes its answer for the console. */
export const COMMANDS: { [C in HwBridgeCommand]: Command } = {
  GetImage: {
    unit: 'camera',
    async run(device): Promise<GetImageResult> {
      return { image: (await device.captureImage()).toString('base64') };
    },
  },
  ReadCardInfo: {
    unit: 'card',
    async run(device): Promise<ReadCardInfoResult> {
      const cardHex = (await device.readCardSerial()).trim().toUpperCase();
      return { cardHex, cardNo: cardHexToDecimal10(cardHex) };
    },
  },
  GetIDCardInfo: {
    unit: 'idcard',
    async run(device): Promise<GetIDCardInfoResult> {
      const { photo, ...record } = await device.readIdCard();
      return { ...record, photo: photo.toString('base64') };
    },
  },
};

export function commandFromPath(pathname: string): HwBridgeCommand | undefined {
  return HW_BRIDGE_COMMANDS.find((command) => pathname === `/${command}`);
}
