/** The port-9090 helper's commands (spec section 7, "Local helper"). Each is a POST to /{command}. */
export const HW_BRIDGE_PORT = 9090;
export const HW_BRIDGE_COMMANDS = ['GetImage', 'ReadCardInfo', 'GetIDCardInfo'] as const;
export type HwBridgeCommand = (typeof HW_BRIDGE_COMMANDS)[number];

export interface HwBridgeResponse<T> {
  status: number;
  message: string;
  data: T | null;
}

export interface GetImageResult {
  /** JPEG image as base64 (no data: prefix). */
  image: string;
}

export interface ReadCardInfoResult {
  /** Card serial as read, hexadecimal. */
  cardHex: string;
  /** The same serial as a 10-digit decimal string (spec: hex converted to a 10-digit decimal). */
  cardNo: string;
}

export interface GetIDCardInfoResult {
  name: string;
  gender: '男' | '女';
  nation: string;
  birthday: string;
  address: string;
  idNumber: string;
  issuer: string;
  validFrom: string;
  validTo: string;
  /** Portrait from the card chip as base64 JPEG. */
  photo: string;
}

/** Converts a card serial in hexadecimal to the 10-digit zero-padded decimal the console shows. */
export function cardHexToDecimal10(hex: string): string {
  const clean = hex.trim().replace(/^0x/i, '');
  if (!/^[0-9a-f]{1,8}$/i.test(clean)) throw new Error('card serial must be 1 to 8 hexadecimal digits');
  return parseInt(clean, 16).toString(10).padStart(10, '0');
}
