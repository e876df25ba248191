import type { Readable } from 'node:stream';

/** An object read from the store: its size and a stream of its bytes (the caller consumes or destroys it). */
export interface StoredObject {
  size: number;
  body: Readable;
}

/** One entry of a listing: a stored path (as newStoredPath issues them) and its size. */
export interface StoredEntry {
  path: string;
  size: number;
}

/**
 * Where stored files live, behind one interface (issue 27): the local uploads folder (the embedded default) or
 * S3-compatible object storage, chosen by configuration. Paths are the relative stored paths the files table
 * records (`<area>/<yyyymm>/<uuid>.<ext>`, `templates/<name>`); a driver refuses any other shape (files/storage.ts
 * isStoredPath): `put` throws, `get`/`read` answer null, `remove` false, `list` never yields one. Every check of an
 * upload (size, count, magic bytes, zip guard) runs before `put`.
 */
export interface FileStore {
  readonly driver: 'local' | 's3';
  /** Writes the object, replacing any at that path. A stream is consumed to its end. */
  put(path: string, body: Readable | Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none at that path. */
  get(path: string): Promise<StoredObject | null>;
  /** The whole object in memory (small files only: templates, seal images, bank returns), or null. */
  read(path: string): Promise<Buffer | null>;
  /** Removes the object; an absent one counts as removed. False when it could not be removed. */
  remove(path: string): Promise<boolean>;
  /** Every object whose path starts with the prefix ('' for all), in no promised order. */
  list(prefix: string): AsyncIterable<StoredEntry>;
  /**
   * A short-lived URL that serves the object with the given Content-Disposition (and application/octet-stream),
   * for a driver configured to hand downloads to the store (S3_SIGNED_DOWNLOADS); absent otherwise, and then the
   * API streams the bytes itself.
   */
  signedUrl?(path: string, contentDisposition: string): Promise<string>;
}
