import { menu, section, inline, type MenuDecl } from '../../menu-decl.js';

/** The notice module's section of the side menu (contracts MENU_CATALOGUE). */
export const NOTICE_MENUS: readonly MenuDecl[] = [
  section('noticeManager', '公告管理', 'Notices', 'NotificationOutlined', [
    menu('/noticeManager/index', '公告列表', 'Notices', {
      icon: 'NotificationOutlined',
      inline: [
        inline('/noticeManager/add', '发布公告', 'New notice'),
        inline('/noticeManager/edit', '编辑公告', 'Edit notice'),
        inline('/noticeManager/detail', '公告详情', 'Notice detail'),
      ],
    }),
  ]),
];
