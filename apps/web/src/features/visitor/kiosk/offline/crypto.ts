/**
 * The kiosk's sealing of registrations kept on the device while the API is unreachable: AES-GCM with the
 * 256-bit key the server gives each kiosk user (GET kioskKey). The key is imported non-extractable, so a script
 * on the page can use it but never read it out; each sealed value has its own random 96-bit IV, and the entry's
 * id is bound as additional data, so a stored value cannot be moved under another entry.
 */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  cipher: ArrayBuffer;
}

const ALGORITHM = 'AES-GCM';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short for a photo of a few hundred kilobytes.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The server's base64 key as a non-extractable AES-GCM key; anything but 256 bits is refused. */
export async function importKioskKey(base64: string): Promise<CryptoKey> {
  const raw = base64ToBytes(base64);
  if (raw.length !== KEY_BYTES) throw new Error(`the kiosk key must be ${KEY_BYTES * 8} bits, got ${raw.length * 8}`);
  return crypto.subtle.importKey('raw', raw, { name: ALGORITHM }, false, ['encrypt', 'decrypt']);
}

const encoder = new TextEncoder();

export async function sealJson(key: CryptoKey, boundTo: string, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt(
    { name: ALGORITHM, iv, additionalData: encoder.encode(boundTo) },
    key,
    encoder.encode(JSON.stringify(value)),
  );
  return { iv, cipher };
}

/** Opens a sealed value; rejects when the key, the binding or a single bit of it differs. */
export async function openJson<T>(key: CryptoKey, boundTo: string, sealed: Sealed): Promise<T> {
  const plain = await crypto.subtle.decrypt(
    { name: ALGORITHM, iv: sealed.iv, additionalData: encoder.encode(boundTo) },
    key,
    sealed.cipher,
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
