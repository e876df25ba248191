import type { GetIDCardInfoResult } from '@cvap/contracts';

/** What the ID-card reader returns, with the chip portrait as raw JPEG bytes. */
export type IdCardRecord = Omit<GetIDCardInfoResult, 'photo'> & { photo: Buffer };

/** The hardware units behind the commands; each serves one request at a time, like the real ones. */
export const UNITS = ['camera', 'card', 'idcard'] as const;
export type Unit = (typeof UNITS)[number];

/**
 * The ways a real unit fails, each answered with its own code so the console can say what to do:
 * no card on the reader, a read that went wrong, a unit still serving another request, a unit not connected.
 */
export const FAULTS = ['noCard', 'readError', 'busy', 'unplugged'] as const;
export type Fault = (typeof FAULTS)[number];

export class DeviceFault extends Error {
  constructor(
    readonly fault: Fault,
    detail: string = fault,
  ) {
    super(detail);
    this.name = 'DeviceFault';
  }
}

/**
 * One driver per kind of hardware setup. The helper's HTTP layer speaks only to this interface, so a real
 * camera or card reader is added as another implementation registered in drivers.ts.
 * Each method rejects when the unit is absent or the read fails, with a DeviceFault when the driver knows why;
 * any other rejection is answered as a read error.
 */
export interface Device {
  /** One camera frame as JPEG bytes. */
  captureImage(): Promise<Buffer>;
  /** The serial of the card on the reader, in hexadecimal (up to 8 digits), as the reader reports it. */
  readCardSerial(): Promise<string>;
  readIdCard(): Promise<IdCardRecord>;
  /** Releases the hardware on shutdown. */
  close(): Promise<void>;
}

/** A device whose faults can be set while it runs: the emulator, for demos and end-to-end tests. */
export interface FaultControl {
  faults(): Partial<Record<Unit, Fault>>;
  setFaults(faults: Partial<Record<Unit, Fault>>): void;
}

export function hasFaultControl(device: Device): device is Device & FaultControl {
  return typeof (device as Partial<FaultControl>).setFaults === 'function';
}
