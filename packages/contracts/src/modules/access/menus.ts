import { menu, section, type MenuDecl } from '../../menu-decl.js';

/** The access module's section of the side menu (contracts MENU_CATALOGUE). */
export const ACCESS_MENUS: readonly MenuDecl[] = [
  section('cardManager', '卡片管理', 'Cards', 'CreditCardOutlined', [
    menu('/cardManager/cardMng', '门禁卡管理', 'Access cards', { icon: 'CreditCardOutlined' }),
    menu('/cardManager/recordMng', '卡片记录', 'Card records', { icon: 'HistoryOutlined' }),
  ]),
];
