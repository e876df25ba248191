import type { GetIDCardInfoResult } from '@cvap/contracts';

/** What the ID-card reader returns, with the chip portrait as raw JPEG bytes. */
export type IdCardRecord = Omit<GetIDCardInfoResult, 'photo'> & { photo: Buffer };

/** A card read found no card on the reader: the helper answers DEVICE_NO_CARD so the user knows to place one. */
export class NoCardError extends Error {
  constructor() {
    super('no card on the reader');
  }
}

/**
 * One driver per kind of hardware setup. The helper's HTTP layer speaks only to this interface, so a real
 * camera or card reader is added as another implementation registered in drivers.ts.
 * Each method rejects when the device is absent or the read fails; the caller answers DEVICE_FAILED, or
 * DEVICE_NO_CARD when a card read rejects with NoCardError.
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
