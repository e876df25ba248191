import { Layout } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { languageOrDefault } from '../i18n/language.js';
import { headOfficeOnlyPage, menuPathOf } from '../routes/guard.js';
import { normalizePath } from '../routes/route-catalogue.js';
import { I18nOverrides } from '../resource/I18nOverrides.js';
import { readCompanyId } from '../session/residential-choice.js';
import { actingResidential } from '../session/residential.js';
import { isEmbedded } from '../session/embedded.js';
import { useCurrentUser } from '../session/user-info.js';
import { BackButton, Breadcrumbs } from './breadcrumbs/Breadcrumbs.js';
import { AppHeader } from './header/AppHeader.js';
import { HeadOfficeOnly } from './HeadOfficeOnly.js';
import { menuTrail } from './menu-tree.js';
import { pageTitle } from './page-title.js';
import { useMenuCounts } from './side/menu-counts.js';
import { SideMenu } from './side/SideMenu.js';
import { PageTabs } from './tabs/PageTabs.js';
import { openTab } from './tabs/tab-list.js';
import { tabsStore } from './tabs/tabs-store.js';
import './console-layout.css';

/** Header, top menu, side menu, tabs, breadcrumbs and the page; in embedded mode only the page. */
export default function ConsoleLayout() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const path = normalizePath(pathname);
  const embedded = isEmbedded();
  const selectedPath = menuPathOf(path, search);
  const trail = selectedPath ? menuTrail(user.menuTrees, selectedPath) : null;
  const section = trail?.[0] ?? null;
  const counts = useMenuCounts(path);
  const title = pageTitle(user.menuTrees, path, language);
  // A head-office page while acting for a community: a notice instead of the page, so nothing is called.
  const page = actingResidential(user, readCompanyId()) && headOfficeOnlyPage(path, search) ? <HeadOfficeOnly /> : <Outlet />;

  useEffect(() => {
    tabsStore.set((tabs) => openTab(tabs, { path, search }));
  }, [path, search]);

  useEffect(() => {
    document.title = `${title} · ${t('app.productName')}`;
  }, [title, t]);

  if (embedded) {
    return (
      <Layout className="console console--embedded">
        <I18nOverrides />
        <Layout.Content className="console__content">{page}</Layout.Content>
      </Layout>
    );
  }

  return (
    <Layout className="console">
      <I18nOverrides />
      <AppHeader user={user} sections={user.menuTrees} activeSection={section?.code ?? null} />
      <Layout className="console__body">
        {section && section.children.length > 0 && <SideMenu section={section} selectedPath={selectedPath} counts={counts} />}
        <Layout className="console__main">
          <PageTabs tree={user.menuTrees} />
          <div className="console__toolbar">
            <BackButton />
            <Breadcrumbs tree={user.menuTrees} />
          </div>
          <Layout.Content className="console__content">{page}</Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
}
