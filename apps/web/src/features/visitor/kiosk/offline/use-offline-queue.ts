import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeSuccess, noticeWarning } from '../../../../request/notify.js';
import { isUnreachable, kioskApi, sendKept, type PendingRegistration } from '../kiosk-api.js';
import { importKioskKey } from './crypto.js';
import { idbQueueStore, storedKioskKey, storeKioskKey } from './idb-store.js';
import { OfflineQueue } from './queue.js';

/** How often the kiosk tries again while it is offline or has registrations waiting. */
export const RETRY_INTERVAL_MS = 15_000;

export interface OfflineState {
  /** The API could not be reached at the last attempt (or the browser says it has no network). */
  offline: boolean;
  /** Registrations kept on this device, not yet sent. */
  waiting: number;
  /** A key to seal registrations with: without one (never online, or no WebCrypto) nothing can be kept. */
  canKeep: boolean;
  /** Keeps a registration on the device (sealed) to be sent when the API is back. */
  keep(id: string, pending: PendingRegistration): Promise<void>;
  /** Tells the hook what the last call to the API showed. */
  reached(reachable: boolean): void;
  /** Tries to send what is waiting now. */
  retry(): Promise<void>;
}

/**
 * The kiosk's offline mode: fetches the kiosk key while online and keeps it (non-extractable) on the device,
 * keeps registrations sealed in IndexedDB while the API is unreachable, and sends them when it is back: on the
 * browser's `online` event, every RETRY_INTERVAL_MS, and on demand.
 */
export function useOfflineQueue(owner: string): OfflineState {
  const { t } = useTranslation();
  const queue = useMemo(() => new OfflineQueue<PendingRegistration>(idbQueueStore, owner), [owner]);
  const [key, setKey] = useState<CryptoKey | null>(null);
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [waiting, setWaiting] = useState(0);
  const keyRef = useRef<CryptoKey | null>(null);

  const countWaiting = useCallback(async () => {
    setWaiting(await queue.count().catch(() => 0));
  }, [queue]);

  /** Fetches the key (also the probe of whether the API is back); falls back to the one kept on the device. */
  const loadKey = useCallback(async (): Promise<CryptoKey | null> => {
    try {
      const fetched = await importKioskKey((await kioskApi.key()).key);
      await storeKioskKey(owner, fetched).catch(() => undefined);
      setOffline(false);
      keyRef.current = fetched;
    } catch (error) {
      if (isUnreachable(error)) setOffline(true);
      keyRef.current ??= (await storedKioskKey(owner).catch(() => undefined)) ?? null;
    }
    setKey(keyRef.current);
    return keyRef.current;
  }, [owner]);

  const retry = useCallback(async () => {
    const current = await loadKey();
    if (current) {
      const result = await queue.flush(current, (_id, pending) => sendKept(pending));
      if (result.unreachable) setOffline(true);
      if (result.sent > 0) noticeSuccess(t('kiosk.offline.sent', { n: result.sent }));
      for (const refused of result.refused) noticeWarning(t('kiosk.offline.refused', { message: refused.message }));
    }
    await countWaiting();
  }, [countWaiting, loadKey, queue, t]);

  useEffect(() => {
    // The first attempt when the screen opens: every state it sets is set after an await (the key, the queue).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void retry();
  }, [retry]);

  useEffect(() => {
    const goneOffline = () => setOffline(true);
    const backOnline = () => void retry();
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [retry]);

  useEffect(() => {
    if (!offline && waiting === 0) return;
    const timer = window.setInterval(() => void retry(), RETRY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [offline, waiting, retry]);

  const keep = useCallback(
    async (id: string, pending: PendingRegistration) => {
      const current = keyRef.current;
      if (!current) throw new Error('no kiosk key on this device');
      await queue.enqueue(current, id, pending);
      setOffline(true);
      await countWaiting();
    },
    [countWaiting, queue],
  );

  const reached = useCallback((reachable: boolean) => setOffline(!reachable), []);

  return { offline, waiting, canKeep: key !== null, keep, reached, retry };
}
