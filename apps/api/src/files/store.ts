// The interface lives in lib/ so the seed runner (db/, which reaches only db and lib) can take a store.
export type { FileStore, StoredEntry, StoredObject } from '../lib/file-store.js';
