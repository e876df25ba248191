import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceFault } from '../device.js';
import { V4l2Device } from './v4l2-device.js';

async function faultOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DeviceFault);
  return (error as DeviceFault).fault;
}

// ffmpeg stand-ins: small shell programs that answer the way ffmpeg does with a camera, a busy one, or none.
describe('the v4l2 camera driver', () => {
  let dir: string;
  let camera: string;
  const program = async (name: string, body: string): Promise<string> => {
    const path = join(dir, name);
    await writeFile(path, `#!/bin/sh\n${body}\n`);
    await chmod(path, 0o755);
    return path;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hw-v4l2-'));
    camera = join(dir, 'video0');
    await writeFile(camera, '');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answers unplugged when the camera node is missing', async () => {
    const device = new V4l2Device({ devicePath: join(dir, 'video9'), ffmpegPath: 'ffmpeg' });
    expect(await faultOf(device.captureImage())).toBe('unplugged');
  });

  it('returns the JPEG frame ffmpeg writes, asking for one frame of the camera node', async () => {
    const ffmpeg = await program('ffmpeg-ok', `echo "$@" > "${dir}/args"; printf '\\377\\330\\377\\340frame\\377\\331'`);
    const jpeg = await new V4l2Device({ devicePath: camera, ffmpegPath: ffmpeg }).captureImage();
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await readFile(join(dir, 'args'), 'utf8')).toContain(`-f v4l2 -i ${camera} -frames:v 1`);
  });

  it('answers busy when another program holds the camera, and a read error for anything else', async () => {
    const busy = await program('ffmpeg-busy', `echo "${camera}: Device or resource busy" >&2; exit 1`);
    expect(await faultOf(new V4l2Device({ devicePath: camera, ffmpegPath: busy }).captureImage())).toBe('busy');
    const garbage = await program('ffmpeg-garbage', 'printf notajpeg');
    expect(await faultOf(new V4l2Device({ devicePath: camera, ffmpegPath: garbage }).captureImage())).toBe('readError');
    const missing = new V4l2Device({ devicePath: camera, ffmpegPath: join(dir, 'no-ffmpeg') });
    expect(await faultOf(missing.captureImage())).toBe('readError');
  });

  it('has no card readers: card and ID-card reads answer unplugged', async () => {
    const device = new V4l2Device({ devicePath: camera, ffmpegPath: 'ffmpeg' });
    expect(await faultOf(device.readCardSerial())).toBe('unplugged');
    expect(await faultOf(device.readIdCard())).toBe('unplugged');
  });
});
