import {
  cardHexToDecimal10,
  Codes,
  type GetIDCardInfoResult,
  type GetImageResult,
  type HwBridgeCommand,
  type HwBridgeResponse,
  type ReadCardInfoResult,
} from '@cvap/contracts';

/**
 * The console's client of the local hardware helper (spec section 7, "Local helper"): a POST of a command to
 * the helper's address, which front/info tells (hwBridgeUrl). Every failure is one HwBridgeError whose reason
 * the caller turns into a message; the helper's own message is kept for the log only.
 */
export type HwBridgeFailure = 'unreachable' | 'noCard' | 'busy' | 'unplugged' | 'failed';

const FAILURE_BY_STATUS = new Map<number, HwBridgeFailure>([
  [Codes.DEVICE_NO_CARD.status, 'noCard'],
  [Codes.DEVICE_BUSY.status, 'busy'],
  [Codes.DEVICE_UNPLUGGED.status, 'unplugged'],
]);

export class HwBridgeError extends Error {
  constructor(
    readonly reason: HwBridgeFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'HwBridgeError';
  }
}

/** The camera answered a picture that is not a JPEG (spec section 5: only JPG pictures). */
export class NotJpegError extends HwBridgeError {
  constructor() {
    super('failed', 'GetImage answered an image that is not a JPEG');
    this.name = 'NotJpegError';
  }
}

/** Longer than the helper's own device time-out (15 s), so a slow device is answered by the helper. */
export const HW_BRIDGE_TIMEOUT_MS = 20_000;

export interface HwBridgeCallOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export async function callHwBridge<T>(baseUrl: string, command: HwBridgeCommand, options: HwBridgeCallOptions = {}): Promise<T> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${baseUrl.replace(/\/+$/, '')}/${command}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      // The helper sits on the user's machine: no cookies, no credentials.
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? HW_BRIDGE_TIMEOUT_MS),
    });
  } catch (error) {
    // Refused connection, blocked by CORS or CSP, or no answer in time: the browser tells these apart for no one.
    throw new HwBridgeError('unreachable', error instanceof Error ? error.message : String(error));
  }
  let body: HwBridgeResponse<T>;
  try {
    body = (await response.json()) as HwBridgeResponse<T>;
  } catch {
    throw new HwBridgeError('failed', `${command} answered HTTP ${response.status} without a JSON envelope`);
  }
  if (body.status === Codes.OK.status && body.data !== null && body.data !== undefined) return body.data;
  const reason = FAILURE_BY_STATUS.get(body.status) ?? 'failed';
  throw new HwBridgeError(reason, `${command} answered ${body.status} ${body.message}`);
}

/** Reads the national ID card on the helper's reader. */
export function readIdCard(baseUrl: string, options?: HwBridgeCallOptions): Promise<GetIDCardInfoResult> {
  return callHwBridge<GetIDCardInfoResult>(baseUrl, 'GetIDCardInfo', options);
}

/** Takes one camera frame: the JPEG bytes (the helper answers base64). */
export async function captureImage(baseUrl: string, options?: HwBridgeCallOptions): Promise<Uint8Array> {
  const { image } = await callHwBridge<GetImageResult>(baseUrl, 'GetImage', options);
  const bytes = Uint8Array.from(atob(image), (char) => char.charCodeAt(0));
  if (!isJpeg(bytes)) throw new NotJpegError();
  return bytes;
}

/**
 * Reads the access card on the helper's reader: its 10-digit decimal number (spec section 7). The number is
 * converted here from the hex serial too, so a helper that sent a different decimal cannot slip one in.
 */
export async function readAccessCard(baseUrl: string, options?: HwBridgeCallOptions): Promise<string> {
  const { cardHex } = await callHwBridge<ReadCardInfoResult>(baseUrl, 'ReadCardInfo', options);
  try {
    return cardHexToDecimal10(cardHex);
  } catch {
    throw new HwBridgeError('failed', `ReadCardInfo answered a serial that is not hexadecimal: ${cardHex}`);
  }
}

/** JPEG files start with the SOI marker FF D8 FF. */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
