import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { DeviceFault, type Device, type IdCardRecord } from '../device.js';

export interface V4l2Options {
  /** The camera's device node, e.g. /dev/video0. */
  devicePath: string;
  /** The ffmpeg program that reads the frame (Debian: apt-get install ffmpeg). */
  ffmpegPath: string;
}

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const STDERR_LIMIT = 4_096;

/**
 * A real USB or built-in webcam on Linux, read through Video4Linux2 by ffmpeg: one frame per GetImage, as a
 * JPEG. This setup has a camera only, so card and ID-card reads answer "unplugged" and the console lets the user
 * type the values instead.
 */
export class V4l2Device implements Device {
  constructor(private readonly options: V4l2Options) {}

  async captureImage(): Promise<Buffer> {
    try {
      await access(this.options.devicePath, constants.R_OK);
    } catch {
      throw new DeviceFault('unplugged', `${this.options.devicePath} is missing or not readable`);
    }
    const args = ['-hide_banner', '-loglevel', 'error', '-f', 'v4l2', '-i', this.options.devicePath];
    const jpeg = await this.run([...args, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'mjpeg', '-']);
    if (!jpeg.subarray(0, 3).equals(JPEG_START)) throw new DeviceFault('readError', 'the camera gave no JPEG frame');
    return jpeg;
  }

  readCardSerial(): Promise<string> {
    return Promise.reject(new DeviceFault('unplugged', 'this setup has no card reader'));
  }

  readIdCard(): Promise<IdCardRecord> {
    return Promise.reject(new DeviceFault('unplugged', 'this setup has no ID-card reader'));
  }

  async close(): Promise<void> {}

  private run(args: string[]): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.options.ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const out: Buffer[] = [];
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderr.length < STDERR_LIMIT) stderr += chunk.toString('utf8');
      });
      child.on('error', (error) => reject(new DeviceFault('readError', `cannot run ${this.options.ffmpegPath}: ${error.message}`)));
      child.on('close', (code) => {
        if (code === 0) return resolve(Buffer.concat(out));
        const busy = /device or resource busy/i.test(stderr);
        reject(new DeviceFault(busy ? 'busy' : 'readError', `ffmpeg exited ${code}: ${stderr.trim().slice(0, 300)}`));
      });
    });
  }
}
