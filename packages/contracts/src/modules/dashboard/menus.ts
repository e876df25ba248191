import { menu, section, type MenuDecl } from '../../menu-decl.js';

/** The dashboard module's section of the side menu (contracts MENU_CATALOGUE). */
export const DASHBOARD_MENUS: readonly MenuDecl[] = [
  section('dashboard', '首页', 'Home', 'HomeOutlined', [menu('/dashboard/dashboard', '首页', 'Home', { icon: 'DashboardOutlined' })]),
];
