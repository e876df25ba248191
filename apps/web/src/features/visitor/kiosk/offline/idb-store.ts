import type { QueuedEntry, QueueStore } from './queue.js';

/**
 * The kiosk's IndexedDB database: the registrations kept while offline (sealed) and each account's kiosk key
 * as a non-extractable CryptoKey (IndexedDB stores CryptoKey objects as they are, so the raw key never lands in
 * storage and cannot be read back by a script).
 */
const DB_NAME = 'cvap-kiosk';
const QUEUE = 'queue';
const KEYS = 'keys';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(QUEUE, { keyPath: 'id' }).createIndex('owner', 'owner');
      open.result.createObjectStore(KEYS);
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(storeName: string, mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(storeName, mode);
    const request = act(transaction.objectStore(storeName));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB request failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export const idbQueueStore: QueueStore = {
  put: async (entry) => void (await run(QUEUE, 'readwrite', (store) => store.put(entry))),
  list: (owner) => run<QueuedEntry[]>(QUEUE, 'readonly', (store) => store.index('owner').getAll(owner) as IDBRequest<QueuedEntry[]>),
  remove: async (id) => void (await run(QUEUE, 'readwrite', (store) => store.delete(id))),
};

export function storedKioskKey(owner: string): Promise<CryptoKey | undefined> {
  return run<CryptoKey | undefined>(KEYS, 'readonly', (store) => store.get(owner) as IDBRequest<CryptoKey | undefined>);
}

export async function storeKioskKey(owner: string, key: CryptoKey): Promise<void> {
  await run(KEYS, 'readwrite', (store) => store.put(key, owner));
}
