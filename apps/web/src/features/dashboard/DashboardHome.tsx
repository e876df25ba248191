import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { languageOrDefault } from '../../i18n/language.js';
import { MenuIcon } from '../../layout/menu-icons.js';
import { firstMenuPath, menuLabel, menuPaths } from '../../layout/menu-tree.js';
import { chinaNow } from '../../resource/date-range.js';
import { readCompanyId } from '../../session/community-choice.js';
import { actingCommunity } from '../../session/community.js';
import { useCurrentUser } from '../../session/user-info.js';
import { SelfCheckCard } from './SelfCheckCard.js';
import './dashboard.css';

/** The shell's home page: welcome, acting community, the user's sections as quick links, the self-check. */
export default function DashboardHome() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const community = actingCommunity(user, readCompanyId());
  const sections = user.menuTrees.filter((section) => firstMenuPath(section) !== null);

  return (
    <div className="dashboard-home" data-testid="dashboard-home">
      <Card className="dashboard-home__welcome" variant="borderless">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('dashboard.welcome', { name: user.name })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('dashboard.actingFor', { community: community?.residentialName ?? t('header.headOffice') })}
          {' · '}
          {/* The community's day (China, UTC+8), as the lists' date ranges are, wherever the browser is. */}
          <span data-testid="dashboard-today">{chinaNow().format(language === 'en' ? 'dddd, MMMM D, YYYY' : 'YYYY年M月D日 dddd')}</span>
        </Typography.Text>
      </Card>
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
