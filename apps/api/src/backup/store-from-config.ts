import type { Config } from '../config.js';
import { LocalFileStore } from '../files/local-store.js';
import { uploadsRoot } from '../files/storage.js';
import type { FileStore } from '../files/store.js';

/** The file store the configuration names (the uploads folder under DATA_DIR: the local driver). */
export function storeFromConfig(config: Config): FileStore {
  return new LocalFileStore(uploadsRoot(config.dataDir));
}
