import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Shown when a page fails to render or its chunk fails to load (spec section 8: load error). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Result
      status="warning"
      title={t('app.loadFailed')}
      data-testid="route-error"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      }
    />
  );
}
