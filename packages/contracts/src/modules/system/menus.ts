import { menu, section, type MenuDecl } from '../../menu-decl.js';

/** The system module's section of the side menu (contracts MENU_CATALOGUE). */
export const SYSTEM_MENUS: readonly MenuDecl[] = [
  section('systemManager', '系统管理', 'System', 'SettingOutlined', [
    menu('/systemManager/userMng', '用户管理', 'Users and organisations', { icon: 'UserOutlined' }),
    menu('/systemManager/roleMng', '角色权限', 'Role permissions', { icon: 'SafetyOutlined' }),
    menu('/systemManager/menuMng', '菜单管理', 'Menus', { icon: 'MenuOutlined' }),
    menu('/systemManager/menuBatchMng', '批量授权', 'Batch menu grants', { icon: 'CheckSquareOutlined' }),
    menu('/systemManager/whiteListMng', '白名单', 'Allow list', { icon: 'SafetyCertificateOutlined' }),
    menu('/systemManager/baseParam', '数据字典', 'Option lists', { icon: 'BookOutlined' }),
    menu('/systemManager/systemParam', '系统参数', 'System parameters', { icon: 'ControlOutlined' }),
    menu('/systemManager/tenantMng', '租户管理', 'Tenants', { icon: 'ClusterOutlined' }),
    menu('/systemManager/fileMng', '文件管理', 'Files', { icon: 'FolderOpenOutlined' }),
    menu('/systemManager/quartzJob', '定时任务', 'Scheduled jobs', { icon: 'ClockCircleOutlined' }),
    menu('/systemManager/quartzJobLog', '任务日志', 'Job log', { icon: 'FileSearchOutlined' }),
    menu('/systemManager/opLog', '操作日志', 'Operation log', { icon: 'AuditOutlined' }),
  ]),
];
