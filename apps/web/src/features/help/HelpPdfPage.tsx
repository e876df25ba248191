import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Endpoints } from '@cvap/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import './help.css';

/** The help document (a real PDF served at /help/help.pdf), public, opened in its own tab from the user menu. */
export default function HelpPdfPage() {
  const { t } = useTranslation();
  const pdfUrl = `${import.meta.env.BASE_URL}${Endpoints.helpPdf.replace(/^\//, '')}`;
  return (
    <div className="help-page">
      <header className="help-page__bar">
        <span className="help-page__title">
          <FilePdfOutlined /> {t('help.title')} · {t('app.productName')}
        </span>
        <Button type="primary" icon={<DownloadOutlined />} href={pdfUrl} download="help.pdf" data-testid="help-pdf-download">
          {t('help.download')}
        </Button>
      </header>
      <object className="help-page__document" data={pdfUrl} type="application/pdf" data-testid="help-pdf" aria-label={t('help.title')}>
        <p className="help-page__fallback">
          {t('help.fallback')}{' '}
          <a href={pdfUrl} download="help.pdf">
            {t('help.download')}
          </a>
        </p>
      </object>
    </div>
  );
}
