import type { Config } from '../config.js';
import { LocalFileStore } from './local-store.js';
import { uploadsRoot } from './storage.js';
import type { FileStore } from './store.js';

/** A store and how to let it go (the S3 client's sockets; nothing for the folder). */
export interface OpenedFileStore {
  store: FileStore;
  close(): void;
}

/**
 * The store the configuration names: the uploads folder under DATA_DIR, or S3-compatible object storage (its SDK
 * is loaded only then, so the embedded default starts as fast as before).
 */
export async function openFileStore(config: Pick<Config, 'dataDir' | 'files'>): Promise<OpenedFileStore> {
  if (config.files.driver === 'local') return { store: new LocalFileStore(uploadsRoot(config.dataDir)), close: () => undefined };
  const { S3FileStore } = await import('./s3-store.js');
  const store = new S3FileStore(config.files);
  return { store, close: () => store.close() };
}
