import { Codes } from '@cvap/contracts';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../request/client.js';
import { noticeWarning } from '../../../request/notify.js';
import { useCurrentUser } from '../../../session/user-info.js';
import { isUnreachable, sendRegistration, type PendingRegistration } from './kiosk-api.js';
import { KioskBar } from './KioskBar.js';
import { KioskResult, type KioskOutcome } from './KioskResult.js';
import { useOfflineQueue } from './offline/use-offline-queue.js';
import { RegisterForm, type KioskPhotos } from './RegisterForm.js';
import { keptForLater, newRequestId, toPendingRegistration, type KioskFormValues } from './registration.js';
import './kiosk.css';

/**
 * /visitorManager/siteRegister: the on-site registration kiosk, full screen outside the console layout. One
 * visitor at a time: the form, then what came of it (the pass, kept on the device, or refused), then the next.
 * While the API cannot be reached the registration is kept on the device, sealed, and sent when it is back;
 * its clientRequestId (made when the form opens) makes every resend the same visit.
 */
export default function SiteRegisterPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queue = useOfflineQueue(user.username);
  const [requestId, setRequestId] = useState(newRequestId);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<KioskOutcome | null>(null);

  const keep = async (pending: PendingRegistration) => {
    await queue.keep(requestId, keptForLater(pending, new Date()));
    setOutcome({ kind: 'kept', waiting: queue.waiting + 1 });
  };

  const submit = async (values: KioskFormValues, photos: KioskPhotos, hostName: string | undefined) => {
    const pending = toPendingRegistration(values, requestId, photos, hostName);
    setSubmitting(true);
    try {
      // The browser knows it has no network: keep it at once. Otherwise try, even when the last try failed.
      if (!navigator.onLine && queue.canKeep) return await keep(pending);
      const result = await sendRegistration(pending);
      queue.reached(true);
      setOutcome({ kind: 'registered', result, ...(pending.request.accessCard ? { accessCard: pending.request.accessCard } : {}) });
    } catch (error) {
      if (isUnreachable(error)) {
        queue.reached(false);
        if (queue.canKeep) return await keep(pending);
        return noticeWarning(t('kiosk.offline.noKey'));
      }
      if (error instanceof RequestError && error.status === Codes.VISITOR_BARRED.status) {
        return setOutcome({ kind: 'barred', message: error.message });
      }
      noticeWarning(error instanceof Error && error.message ? error.message : t('request.network'));
    } finally {
      setSubmitting(false);
    }
  };

  const next = () => {
    setOutcome(null);
    setRequestId(newRequestId());
  };

  return (
    <div className="kiosk-page" data-testid="kiosk-page">
      <KioskBar queue={queue} />
      <main className="kiosk-body">
        {queue.offline && (
          <Alert
            type="warning"
            showIcon
            className="kiosk-alert"
            data-testid="kiosk-offline-hint"
            title={queue.canKeep ? t('kiosk.offline.hint') : t('kiosk.offline.noKey')}
          />
        )}
        {outcome ? (
          <KioskResult outcome={outcome} onNext={next} />
        ) : (
          <RegisterForm key={requestId} submitting={submitting} onSubmit={(...args) => void submit(...args)} />
        )}
      </main>
    </div>
  );
}
