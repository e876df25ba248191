import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="full-page-center" data-testid="page-404">
      <Result
        status="404"
        title="404"
        subTitle={
          <>
            <div style={{ fontSize: 18, color: '#262626', marginBottom: 4 }}>{t('notFound.title')}</div>
            {t('notFound.description')}
          </>
        }
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
