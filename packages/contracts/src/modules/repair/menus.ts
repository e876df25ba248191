import { menu, section, inline, type MenuDecl } from '../../menu-decl.js';

/** The repair module's section of the side menu (contracts MENU_CATALOGUE). */
export const REPAIR_MENUS: readonly MenuDecl[] = [
  section('repairManager', '报修管理', 'Repairs', 'ToolOutlined', [
    menu('/repairManager/repairType', '报修类型', 'Repair types', { icon: 'TagsOutlined' }),
    menu('/repairManager/myRepair', '我的报修', 'My repair orders', {
      icon: 'FileTextOutlined',
      countKey: 'myRepair',
      inline: [inline('/repairManager/myRepairDetail', '报修详情', 'Repair order detail')],
    }),
    menu('/repairManager/assignRepair', '工单派发', 'Dispatch', { icon: 'SendOutlined', countKey: 'assignRepair' }),
    menu('/repairManager/repairProcess', '工单处理', 'Processing', { icon: 'ToolOutlined', countKey: 'repairProcess' }),
    menu('/repairManager/repairRevisit', '工单回访', 'Follow-up visits', {
      icon: 'PhoneOutlined',
      countKey: 'repairRevisit',
      inline: [inline('/repairManager/repairRevisitAdd', '新增回访', 'New follow-up')],
    }),
    menu('/repairManager/repairCheck', '工单抽查', 'Spot checks', { icon: 'SafetyCertificateOutlined', countKey: 'repairCheck' }),
    menu('/repairManager/repairQuery', '工单查询', 'Order search', { icon: 'SearchOutlined' }),
    menu('/repairManager/repairAnalysis', '统计分析', 'Analysis', { icon: 'BarChartOutlined' }),
  ]),
];
