/**
 * The phone camera as a QR reader, where the browser has both `BarcodeDetector` (with the qr_code format) and
 * `getUserMedia`; elsewhere the check-in is typed. Feature-detected, never assumed.
 */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

function detectorClass(): DetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
}

/** Whether this browser can scan a QR code with the camera. */
export async function canScan(): Promise<boolean> {
  const Detector = detectorClass();
  if (!Detector || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return false;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code');
  } catch {
    return false;
  }
}

/**
 * Streams the back camera into `video` and resolves with the first QR text read; `signal` stops it. The camera is
 * released whatever happens.
 */
export async function scanOnce(video: HTMLVideoElement, signal: AbortSignal): Promise<string> {
  const Detector = detectorClass();
  if (!Detector) throw new Error('BarcodeDetector unavailable');
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  try {
    video.srcObject = stream;
    await video.play();
    const detector = new Detector({ formats: ['qr_code'] });
    while (!signal.aborted) {
      const [code] = await detector.detect(video);
      if (code?.rawValue) return code.rawValue;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    throw new DOMException('Scan stopped', 'AbortError');
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  }
}
