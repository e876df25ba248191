import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { NoCardError, type Device, type IdCardRecord } from '../device.js';
import { generateIdentity } from './identity.js';
import { cameraFrameJpeg, idPortraitJpeg } from './placeholder-images.js';

export interface EmulatorOptions {
  /** How long each emulated read takes, like a real device would. */
  latencyMs: number;
  /** A fixed card serial (hex) instead of a random one, for demos and end-to-end tests. */
  cardSerialHex?: string;
  /** Emulates an empty reader: card and ID-card reads fail with NoCardError. */
  noCard?: boolean;
}

/** The default driver: answers every command with generated but realistic data after a delay. */
export class EmulatorDevice implements Device {
  constructor(private readonly options: EmulatorOptions) {}

  async captureImage(): Promise<Buffer> {
    await this.delay();
    return cameraFrameJpeg();
  }

  async readCardSerial(): Promise<string> {
    await this.delay();
    if (this.options.noCard) throw new NoCardError();
    return this.options.cardSerialHex ?? randomBytes(4).toString('hex').toUpperCase();
  }

  async readIdCard(): Promise<IdCardRecord> {
    await this.delay();
    if (this.options.noCard) throw new NoCardError();
    return generateIdentity(idPortraitJpeg());
  }

  async close(): Promise<void> {}

  private async delay(): Promise<void> {
    if (this.options.latencyMs > 0) await sleep(this.options.latencyMs);
  }
}
