import type { FileStore } from './store.js';

/**
 * The first `length` bytes of a stored object (zero-padded when it is shorter), for a content check; null when
 * there is none. The rest of the object is not read: its stream is let go as soon as the head is in.
 */
export async function readHead(store: FileStore, path: string, length: number): Promise<Buffer | null> {
  const object = await store.get(path);
  if (!object) return null;
  const head = Buffer.alloc(length);
  let filled = 0;
  try {
    for await (const chunk of object.body) {
      filled += (chunk as Buffer).copy(head, filled, 0, Math.min((chunk as Buffer).length, length - filled));
      if (filled >= length) break;
    }
  } finally {
    object.body.destroy();
  }
  return head;
}
