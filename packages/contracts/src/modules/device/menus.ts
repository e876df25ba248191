import { menu, section, type MenuDecl } from '../../menu-decl.js';

/** The device module's section of the side menu (contracts MENU_CATALOGUE). */
export const DEVICE_MENUS: readonly MenuDecl[] = [
  section('deviceManager', '门禁设备', 'Door access', 'ControlOutlined', [
    menu('/deviceManager/manufacturerMng', '厂商管理', 'Manufacturers', { icon: 'ShopOutlined' }),
    menu('/deviceManager/deviceModelMng', '设备型号', 'Device models', { icon: 'BlockOutlined' }),
    menu('/deviceManager/deviceMng', '设备管理', 'Devices', { icon: 'ControlOutlined' }),
    // Not in the spec's route list: the screen that keeps the device-type tree of spec section 7 (/api/property/deviceType).
    menu('/deviceManager/deviceTypeMng', '设备类型', 'Device types', { icon: 'ClusterOutlined' }),
    menu('/deviceManager/deviceTimeMng', '时间段管理', 'Time periods', { icon: 'FieldTimeOutlined' }),
    menu('/deviceManager/deviceRestartMng', '定时重启', 'Scheduled restarts', { icon: 'PoweroffOutlined' }),
    menu('/deviceManager/deviceUpgradeMng', '设备升级', 'Firmware upgrades', { icon: 'CloudUploadOutlined' }),
    menu('/deviceManager/openRecord', '通行记录', 'Door passage records', { icon: 'LoginOutlined' }),
    // Not in the spec's route list: the access-control sync screen (spec section 4, the eight steps).
    menu('/deviceManager/accessSync', '门禁平台同步', 'Access-control sync', { icon: 'SyncOutlined' }),
  ]),
];
