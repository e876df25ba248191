import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DeviceFault, type Device, type Fault, type FaultControl, type IdCardRecord, type Unit } from '../device.js';
import { generateIdentity } from './identity.js';
import { cameraFrameJpeg, idPortraitJpeg } from './placeholder-images.js';

export interface EmulatorOptions {
  /** How long each emulated read takes, like a real device would. */
  latencyMs: number;
  /** A fixed card serial (hex) instead of a random one, for demos and end-to-end tests. */
  cardSerialHex?: string;
  /** Faults the units start with (HW_BRIDGE_EMULATOR_FAULTS); they can be changed while the helper runs. */
  faults?: Partial<Record<Unit, Fault>>;
}

/** The default driver: answers every command with generated but realistic data after a delay, or a set fault. */
export class EmulatorDevice implements Device, FaultControl {
  private current: Partial<Record<Unit, Fault>>;

  constructor(private readonly options: EmulatorOptions) {
    this.current = { ...options.faults };
  }

  faults(): Partial<Record<Unit, Fault>> {
    return { ...this.current };
  }

  setFaults(faults: Partial<Record<Unit, Fault>>): void {
    this.current = { ...faults };
  }

  async captureImage(): Promise<Buffer> {
    await this.read('camera');
    return cameraFrameJpeg();
  }

  async readCardSerial(): Promise<string> {
    await this.read('card');
    return this.options.cardSerialHex ?? randomBytes(4).toString('hex').toUpperCase();
  }

  async readIdCard(): Promise<IdCardRecord> {
    await this.read('idcard');
    return generateIdentity(idPortraitJpeg());
  }

  async close(): Promise<void> {}

  /** An unplugged unit fails at once, as the operating system would say; the others fail after the read. */
  private async read(unit: Unit): Promise<void> {
    const fault = this.current[unit];
    if (fault === 'unplugged') throw new DeviceFault(fault, `emulated ${unit} is unplugged`);
    if (this.options.latencyMs > 0) await sleep(this.options.latencyMs);
    if (fault) throw new DeviceFault(fault, `emulated ${unit}: ${fault}`);
  }
}
