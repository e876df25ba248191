import type { SiteRegisterResult } from '@cvap/contracts';
import { Alert, Button, QRCode, Result } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** What the kiosk shows after a registration: sent (with the pass), kept on the device, or refused (barred). */
export type KioskOutcome =
  | { kind: 'registered'; result: SiteRegisterResult; accessCard?: string }
  | { kind: 'kept'; waiting: number }
  | { kind: 'barred'; message: string };

/** A registered or kept visitor's screen returns to the form by itself; a barred one waits for the guard. */
export const RESULT_RESET_MS = 60_000;

export function KioskResult({ outcome, onNext }: { outcome: KioskOutcome; onNext(): void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (outcome.kind === 'barred') return;
    const timer = window.setTimeout(onNext, RESULT_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, onNext]);
  const next = (
    <Button type="primary" size="large" className="kiosk-big-button" onClick={onNext} data-testid="kiosk-next" key="next">
      {t('kiosk.result.next')}
    </Button>
  );

  if (outcome.kind === 'barred') {
    return (
      <Result
        status="error"
        className="kiosk-result kiosk-result--barred"
        data-testid="kiosk-barred"
        title={t('kiosk.result.barred')}
        subTitle={
          <>
            <div className="kiosk-result__line">{outcome.message}</div>
            <div className="kiosk-result__line">{t('kiosk.result.barredHint')}</div>
          </>
        }
        extra={[next]}
      />
    );
  }

  if (outcome.kind === 'kept') {
    return (
      <Result
        status="warning"
        className="kiosk-result"
        data-testid="kiosk-kept"
        title={t('kiosk.result.kept')}
        subTitle={<div className="kiosk-result__line">{t('kiosk.result.keptHint', { n: outcome.waiting })}</div>}
        extra={[next]}
      />
    );
  }

  const { result, accessCard } = outcome;
  return (
    <Result
      status="success"
      className="kiosk-result"
      data-testid="kiosk-success"
      title={t('kiosk.result.success')}
      subTitle={
        <div className="kiosk-result__details">
          <div className="kiosk-result__number" data-testid="kiosk-visit-number">
            {t('kiosk.result.visitNumber', { number: result.appointmentNumber })}
          </div>
          {result.duplicate && <div className="kiosk-result__line">{t('kiosk.result.duplicate')}</div>}
          {result.watchlist === 'escort' && (
            <Alert type="warning" showIcon className="kiosk-result__escort" data-testid="kiosk-escort" title={t('kiosk.result.escort')} />
          )}
          {result.passMethod === 'card' && <div className="kiosk-result__line">{t('kiosk.result.card', { card: accessCard ?? '' })}</div>}
          {result.passMethod === 'qr' && result.qrCode && (
            <div className="kiosk-result__qr" data-testid="kiosk-qr">
              <div className="kiosk-result__line">{t('kiosk.result.qr')}</div>
              <QRCode value={result.qrCode} size={240} bordered={false} />
              {result.qrValidUntil && (
                <div className="kiosk-result__line">
                  {t('kiosk.result.qrValidUntil', { time: dayjs(result.qrValidUntil).format('YYYY-MM-DD HH:mm') })}
                </div>
              )}
            </div>
          )}
          {result.passMethod === 'manual' && <div className="kiosk-result__line">{t('kiosk.result.none')}</div>}
        </div>
      }
      extra={[next]}
    />
  );
}
