import { menu, section, inline, type MenuDecl } from '../../menu-decl.js';

/** The household module's section of the side menu (contracts MENU_CATALOGUE). */
export const HOUSEHOLD_MENUS: readonly MenuDecl[] = [
  section('householdManager', '住户管理', 'Residents', 'TeamOutlined', [
    menu('/householdManager/householdReg', '住户登记', 'Resident registration', {
      icon: 'UserAddOutlined',
      inline: [
        inline('/householdManager/add', '新增住户', 'Add resident'),
        inline('/householdManager/edit', '编辑住户', 'Edit resident'),
        inline('/householdManager/detail', '住户详情', 'Resident detail'),
        inline('/householdManager/authException', '授权异常', 'Authorization exceptions'),
        inline('/householdManager/authException2', '授权异常明细', 'Authorization exception detail'),
      ],
    }),
    menu('/householdManager/propertyReg', '物业人员登记', 'Property staff registration', {
      icon: 'IdcardOutlined',
      inline: [inline('/householdManager/detail2', '物业人员详情', 'Property staff detail')],
    }),
    menu('/householdManager/householdExamine', '住户审核', 'Registration review', { icon: 'AuditOutlined' }),
  ]),
];
