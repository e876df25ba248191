import { ArrowLeftOutlined } from '@ant-design/icons';
import type { MenuItem } from '@cvap/contracts';
import { Breadcrumb, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { languageOrDefault } from '../../i18n/language.js';
import { menuPathOf } from '../../routes/guard.js';
import { normalizePath, ROUTE_CATALOGUE } from '../../routes/route-catalogue.js';
import { breadcrumbTrail } from './breadcrumb-trail.js';

/** React Router keeps the history position in `history.state.idx`; 0 means nothing to go back to in the app. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Spec section 2: shown when the page has a parent menu (an inline page) or any query. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const meta = ROUTE_CATALOGUE.get(normalizePath(pathname));
  if (!meta?.parentMenuPath && !search) return null;
  const fallback = menuPathOf(pathname, search) ?? '/';
  return (
    <Button
      size="small"
      icon={<ArrowLeftOutlined />}
      data-testid="back-button"
      onClick={() => void (canGoBack() ? navigate(-1) : navigate(fallback === normalizePath(pathname) ? '/' : fallback))}
    >
      {t('layout.back')}
    </Button>
  );
}

export function Breadcrumbs({ tree }: { tree: readonly MenuItem[] }) {
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const crumbs = breadcrumbTrail(tree, pathname, search, languageOrDefault(i18n.language));
  return (
    <div data-testid="breadcrumbs">
      <Breadcrumb items={crumbs.map((crumb) => ({ title: crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : crumb.label }))} />
    </div>
  );
}
