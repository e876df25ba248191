import { menu, section, type MenuDecl } from '../../menu-decl.js';

/** The visitor module's section of the side menu (contracts MENU_CATALOGUE). */
export const VISITOR_MENUS: readonly MenuDecl[] = [
  section('visitorManager', '访客管理', 'Visitors', 'UserSwitchOutlined', [
    menu('/visitorManager/visitorMng', '访客信息', 'Visitor information', { icon: 'ContactsOutlined' }),
    menu('/visitorManager/visitorRecord', '来访记录', 'Visit records', { icon: 'ProfileOutlined' }),
    menu('/visitorManager/siteRegister', '现场登记', 'On-site registration', { icon: 'FormOutlined' }),
  ]),
];
