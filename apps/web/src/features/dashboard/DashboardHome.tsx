import { FilePdfOutlined } from '@ant-design/icons';
import { DASHBOARD_REFRESH_SECONDS, DashboardEndpoints } from '@cvap/contracts';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { languageOrDefault } from '../../i18n/language.js';
import { MenuIcon } from '../../layout/menu-icons.js';
import { firstMenuPath, menuLabel, menuPaths } from '../../layout/menu-tree.js';
import { useEndpoint } from '../../request/endpoint.js';
import { chinaNow } from '../../resource/date-range.js';
import { readCompanyId } from '../../session/residential-choice.js';
import { actingResidential } from '../../session/residential.js';
import { useCurrentUser } from '../../session/user-info.js';
import type { PanelPicture } from './DashboardPanel.js';
import { DashboardPanels, PANEL_ORDER } from './DashboardPanels.js';
import { downloadPagePdf } from './panel-image.js';
import { SelfCheckCard } from './SelfCheckCard.js';
import './dashboard.css';

/**
 * The home dashboard (/dashboard/dashboard): welcome and acting community, the spec's seven panels (ECharts, in
 * this route's chunk only) refreshed every minute while open, each exportable as a PNG at scale 2 and the page as
 * an A4 PDF; then the user's sections as quick links and the self-check.
 */
export default function DashboardHome() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const companyId = readCompanyId();
  const residential = actingResidential(user, companyId);
  const scopeName = residential?.residentialName ?? t('header.headOffice');
  const sections = user.menuTrees.filter((section) => firstMenuPath(section) !== null);
  const overview = useEndpoint(DashboardEndpoints.overview, {}, { refetchInterval: DASHBOARD_REFRESH_SECONDS * 1000 });
  // The panels' labels come in the caller's language: read again when it changes (a community change reloads).
  const shownLanguage = useRef(language);
  const { refetch } = overview;
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void refetch();
  }, [language, refetch]);
  const pictures = useRef(new Map<string, PanelPicture>());
  const register = useCallback((id: string, picture: PanelPicture | null) => {
    if (picture) pictures.current.set(id, picture);
    else pictures.current.delete(id);
  }, []);
  const [exporting, setExporting] = useState(false);
  // eslint-disable-next-line no-restricted-syntax -- a date format, not a label
  const today = chinaNow().format(language === 'en' ? 'dddd, MMMM D, YYYY' : 'YYYY年M月D日 dddd');

  const exportPdf = async () => {
    setExporting(true);
    try {
      const canvases = await Promise.all(PANEL_ORDER.flatMap((id) => pictures.current.get(id) ?? []).map((picture) => picture()));
      await downloadPagePdf(
        t('dashboard.reportTitle'),
        `${scopeName} · ${today}`,
        canvases,
        `${t('dashboard.reportTitle')}-${chinaNow().format('YYYYMMDD')}.pdf`,
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="dashboard-home" data-testid="dashboard-home">
      <Card className="dashboard-home__welcome" variant="borderless">
        <div className="dashboard-home__heading">
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('dashboard.welcome', { name: user.name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('dashboard.actingFor', { community: scopeName })}
              {' · '}
              {/* The community's day (China, UTC+8), as the lists' date ranges are, wherever the browser is. */}
              <span data-testid="dashboard-today">{today}</span>
            </Typography.Text>
          </div>
          <Button
            icon={<FilePdfOutlined />}
            loading={exporting}
            disabled={!overview.data}
            onClick={() => void exportPdf()}
            data-testid="dashboard-export-pdf"
          >
            {t('dashboard.exportPdf')}
          </Button>
        </div>
      </Card>
      {overview.error && !overview.data ? (
        <Alert type="error" showIcon message={t('dashboard.loadFailed')} />
      ) : overview.data ? (
        <DashboardPanels data={overview.data} register={register} updatedAt={overview.dataUpdatedAt} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={t('dashboard.quickLinks')}>
            {sections.length === 0 ? (
              <Empty description={t('dashboard.quickLinksEmpty')} />
            ) : (
              <div className="dashboard-home__links">
                {sections.map((section) => (
                  <button
                    type="button"
                    key={section.code}
                    className="dashboard-home__link"
                    data-testid={`quick-link-${section.code}`}
                    onClick={() => void navigate(firstMenuPath(section)!)}
                  >
                    <span className="dashboard-home__link-icon">
                      <MenuIcon name={section.icon} />
                    </span>
                    <span className="dashboard-home__link-name">{menuLabel(section, language)}</span>
                    <span className="dashboard-home__link-count">{t('dashboard.entries', { count: menuPaths([section]).size })}</span>
                  </button>
                ))}
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <SelfCheckCard />
        </Col>
      </Row>
    </div>
  );
}
