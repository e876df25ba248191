import { inline, menu, section, type MenuDecl } from '../../menu-decl.js';

/** The equipment module's section of the side menu (contracts MENU_CATALOGUE). */
export const EQUIPMENT_MENUS: readonly MenuDecl[] = [
  section('equipmentManager', '设施设备', 'Equipment', 'DatabaseOutlined', [
    menu('/equipmentManager/equipmentType', '设备类型', 'Equipment types', { icon: 'TagsOutlined' }),
    menu('/equipmentManager/equipmentRecord', '设备台账', 'Equipment ledger', {
      icon: 'DatabaseOutlined',
      inline: [
        inline('/equipmentManager/equipmentAdd', '新增设备', 'Add equipment'),
        inline('/equipmentManager/equipmentEdit', '编辑设备', 'Edit equipment'),
        inline('/equipmentManager/equipmentDetail', '设备详情', 'Equipment detail'),
      ],
    }),
    menu('/equipmentManager/maintainPlan', '保养计划', 'Maintenance plans', {
      icon: 'ScheduleOutlined',
      inline: [inline('/equipmentManager/maintainPlanDetail', '保养计划详情', 'Maintenance plan detail')],
    }),
    menu('/equipmentManager/maintainRecord', '保养记录', 'Maintenance records', {
      icon: 'ReconciliationOutlined',
      inline: [
        inline('/equipmentManager/maintainRecordAdd', '新增保养记录', 'Add maintenance record'),
        inline('/equipmentManager/maintainRecordDetail', '保养记录详情', 'Maintenance record detail'),
      ],
    }),
    menu('/equipmentManager/equipmentFailure', '设备故障', 'Equipment failures', {
      icon: 'WarningOutlined',
      inline: [
        inline('/equipmentManager/equipmentFailureAdd', '新增故障', 'Report failure'),
        inline('/equipmentManager/equipmentFailureEdit', '编辑故障', 'Edit failure'),
        inline('/equipmentManager/equipmentFailureDetail', '故障详情', 'Failure detail'),
      ],
    }),
    menu('/equipmentManager/equipmentState', '设备状态', 'Equipment state', { icon: 'DashboardOutlined' }),
  ]),
];
