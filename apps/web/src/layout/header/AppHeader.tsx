import type { MenuItem, UserInfo } from '@cvap/contracts';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { chooseLanguageWhenLoggedIn } from '../../session/language-preference.js';
import { TaskIndicator } from '../../tasks/TaskIndicator.js';
import { ResidentialSwitcher } from './ResidentialSwitcher.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { TopMenu } from './TopMenu.js';
import { UserMenu } from './UserMenu.js';
import './header.css';

interface AppHeaderProps {
  user: UserInfo;
  sections: readonly MenuItem[];
  activeSection: string | null;
}

export function AppHeader({ user, sections, activeSection }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Layout.Header className="app-header" data-testid="app-header">
      <Link to="/" className="app-header__brand">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
        <span className="app-header__product">{t('app.productName')}</span>
      </Link>
      <TopMenu sections={sections} activeSection={activeSection} />
      <div className="app-header__tools">
        <TaskIndicator />
        <LanguageSwitcher
          testId="language-switcher"
          className="header-button"
          onChoose={(language) => void chooseLanguageWhenLoggedIn(language)}
        />
        <ResidentialSwitcher user={user} />
        <UserMenu name={user.name} />
      </div>
    </Layout.Header>
  );
}
