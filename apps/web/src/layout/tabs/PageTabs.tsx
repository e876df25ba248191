import type { MenuItem } from '@cvap/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useExternalStore } from '../../app/external-store.js';
import { languageOrDefault } from '../../i18n/language.js';
import { normalizePath } from '../../routes/route-catalogue.js';
import { pageTitle } from '../page-title.js';
import { canCloseTabs, closeTab, tabHref } from './tab-list.js';
import { tabsStore } from './tabs-store.js';
import './page-tabs.css';

/** The open pages, closable unless only one is left; closing the active one shows its neighbour. */
export function PageTabs({ tree }: { tree: readonly MenuItem[] }) {
  const { i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const navigate = useNavigate();
  const activePath = normalizePath(useLocation().pathname);
  const tabs = useExternalStore(tabsStore);
  const closable = canCloseTabs(tabs);

  const close = (path: string) => {
    // The rendered location lags the address bar while a page switch is still rendering (router updates run
    // in a transition), so closing the tab just clicked must compare with the address bar itself.
    const result = closeTab(tabs, path, normalizePath(window.location.pathname));
    tabsStore.set(result.tabs);
    if (result.activate) void navigate(tabHref(result.activate));
  };

  return (
    <div className="page-tabs" data-testid="page-tabs">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activePath}
        items={tabs.map((tab) => ({ key: tab.path, label: pageTitle(tree, tab.path, language), closable }))}
        onChange={(key) => {
          const tab = tabs.find((candidate) => candidate.path === key);
          if (tab) void navigate(tabHref(tab));
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
      />
    </div>
  );
}
