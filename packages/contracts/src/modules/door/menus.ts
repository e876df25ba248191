import { menu, section, inline, type MenuDecl } from '../../menu-decl.js';

/** The door module's section of the side menu (contracts MENU_CATALOGUE). */
export const DOOR_MENUS: readonly MenuDecl[] = [
  section('houseManager', '房屋管理', 'Houses', 'ApartmentOutlined', [
    menu('/houseManager/houseManager', '房屋列表', 'House list', {
      icon: 'HomeOutlined',
      inline: [inline('/houseManager/detail', '房间详情', 'Room detail')],
    }),
    menu('/areaManager/areaManager', '区域管理', 'Areas and companies', { icon: 'ApartmentOutlined' }),
  ]),
];
