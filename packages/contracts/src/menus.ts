/**
 * The console's route catalogue (spec section 2): every section, menu entry and inline page, with zh and en
 * names. The API seeds its menu table from it; the web builds its routes from it.
 */
export interface InlinePageDecl {
  path: string;
  zh: string;
  en: string;
}

export interface MenuDecl {
  code: string;
  zh: string;
  en: string;
  icon?: string;
  /** Present on entries of type menu; sections have children instead. */
  path?: string;
  children?: MenuDecl[];
  /** Pages opened from this entry that highlight it and pass the route guard through it. */
  inline?: InlinePageDecl[];
  /** Key of a status count shown beside the entry in the side menu. */
  countKey?: string;
}

export const PUBLIC_PATHS = ['/login', '/auth', '/404', '/dashboard/helpPdf'] as const;
export const OPEN_PATHS = ['/dashboard/dashboard', '/visitorManager/siteRegister'] as const;
/** Pages rendered outside the standard layout (no header, menus or tabs). */
export const OUTSIDE_LAYOUT_PATHS = ['/visitorManager/siteRegister'] as const;
export const HOME_PATH = '/dashboard/dashboard';

/**
 * Sections that administer the whole property company (users, roles, menus, option lists, parameters, tenants,
 * files, jobs, logs): a head-office user acting for one community does not get them (docs/decisions/0003). The
 * API leaves them out of that user's menu tree and refuses their head-office resources (40307); the console hides
 * them and shows "return to head office" on their pages instead of calling anything.
 */
export const HEAD_OFFICE_SECTIONS = ['systemManager'] as const;

/** Whether a menu entry or section (by code) belongs to a head-office-only section. */
export function isHeadOfficeMenu(code: string): boolean {
  return HEAD_OFFICE_SECTIONS.some((section) => code === section || code.startsWith(`${section}:`));
}

export function menuCodeFromPath(path: string): string {
  return path.replace(/^\//, '').split('/').join(':');
}

function menu(path: string, zh: string, en: string, extra: Partial<MenuDecl> = {}): MenuDecl {
  return { code: menuCodeFromPath(path), path, zh, en, ...extra };
}

function section(code: string, zh: string, en: string, icon: string | undefined, children: MenuDecl[]): MenuDecl {
  return { code, zh, en, ...(icon ? { icon } : {}), children };
}

function inline(path: string, zh: string, en: string): InlinePageDecl {
  return { path, zh, en };
}

const pp = '/propertyPayment';

export const MENU_CATALOGUE: MenuDecl[] = [
  section('dashboard', '首页', 'Home', 'HomeOutlined', [menu('/dashboard/dashboard', '首页', 'Home', { icon: 'DashboardOutlined' })]),
  section('houseManager', '房屋管理', 'Houses', 'ApartmentOutlined', [
    menu('/houseManager/houseManager', '房屋列表', 'House list', {
      icon: 'HomeOutlined',
      inline: [inline('/houseManager/detail', '房间详情', 'Room detail')],
    }),
    menu('/areaManager/areaManager', '区域管理', 'Areas and companies', { icon: 'ApartmentOutlined' }),
  ]),
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
  section('visitorManager', '访客管理', 'Visitors', 'UserSwitchOutlined', [
    menu('/visitorManager/visitorMng', '访客信息', 'Visitor information', { icon: 'ContactsOutlined' }),
    menu('/visitorManager/visitorRecord', '来访记录', 'Visit records', { icon: 'ProfileOutlined' }),
    menu('/visitorManager/siteRegister', '现场登记', 'On-site registration', { icon: 'FormOutlined' }),
  ]),
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
  section('cardManager', '卡片管理', 'Cards', 'CreditCardOutlined', [
    menu('/cardManager/cardMng', '门禁卡管理', 'Access cards', { icon: 'CreditCardOutlined' }),
    menu('/cardManager/recordMng', '卡片记录', 'Card records', { icon: 'HistoryOutlined' }),
  ]),
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
  section('patrolManager', '巡更管理', 'Patrol', 'AimOutlined', [
    menu('/patrolManager/patrolType', '巡更类型', 'Patrol types', { icon: 'TagsOutlined' }),
    menu('/patrolManager/patrolPoint', '巡更点', 'Patrol points', {
      icon: 'EnvironmentOutlined',
      inline: [inline('/patrolManager/patrolPointDetail', '巡更点详情', 'Patrol point detail')],
    }),
    menu('/patrolManager/patrolRoute', '巡更路线', 'Patrol routes', { icon: 'NodeIndexOutlined' }),
    menu('/patrolManager/patrolPlan', '巡更计划', 'Patrol plans', {
      icon: 'ScheduleOutlined',
      inline: [inline('/patrolManager/patrolPlanDetail', '巡更计划详情', 'Patrol plan detail')],
    }),
    menu('/patrolManager/patrolTask', '巡更任务', 'Patrol tasks', {
      icon: 'CarryOutOutlined',
      inline: [inline('/patrolManager/patrolTaskDetail', '巡更任务详情', 'Patrol task detail')],
    }),
    menu('/patrolManager/patrolProblem', '巡更问题', 'Patrol problems', { icon: 'ExclamationCircleOutlined' }),
    menu('/patrolManager/patrolRecord', '巡更记录', 'Patrol records', {
      icon: 'ProfileOutlined',
      inline: [inline('/patrolManager/patrolRecordDetail', '巡更记录详情', 'Patrol record detail')],
    }),
    menu('/patrolManager/patrolState', '巡更概况', 'Patrol overview', { icon: 'PieChartOutlined' }),
  ]),
  section('propertyPayment', '物业缴费', 'Property fees', 'PayCircleOutlined', [
    section('propertyPayment:meter', '仪表管理', 'Meters', 'DashboardOutlined', [menu(`${pp}/meter/meterList`, '仪表列表', 'Meter list')]),
    section('propertyPayment:chargeSetting', '收费设置', 'Charge settings', 'SettingOutlined', [
      menu(`${pp}/chargeSetting/chargeStandard`, '收费标准', 'Charge standards'),
      menu(`${pp}/chargeSetting/chargeRule`, '收费规则', 'Charge rules'),
      menu(`${pp}/chargeSetting/chargeOrder`, '收费顺序', 'Charge order'),
    ]),
    section('propertyPayment:charge', '收费管理', 'Charging', 'AccountBookOutlined', [
      menu(`${pp}/charge/propertyReceipt`, '物业收费', 'Property receipts'),
      menu(`${pp}/charge/meterReading`, '抄表录入', 'Meter reading'),
      menu(`${pp}/charge/meterReadingHistory`, '抄表记录', 'Meter reading history'),
      menu(`${pp}/charge/receivable`, '应收管理', 'Receivables'),
      menu(`${pp}/charge/actualReceipt`, '实收管理', 'Receipts'),
      menu(`${pp}/charge/arrearage`, '欠费管理', 'Arrears'),
      menu(`${pp}/charge/paymentCollection`, '催缴管理', 'Payment reminders'),
      menu(`${pp}/charge/refund`, '退款管理', 'Refunds'),
      menu(`${pp}/charge/transfer`, '转账管理', 'Transfers'),
      menu(`${pp}/charge/cancellation`, '作废管理', 'Cancellations'),
      menu(`${pp}/charge/generateTask`, '账单生成任务', 'Bill generation'),
    ]),
    section('propertyPayment:propertyDeposit', '预存押金', 'Prepayments and deposits', 'WalletOutlined', [
      menu(`${pp}/propertyDeposit/prestoreAccount`, '预存账户', 'Prepayment accounts'),
      menu(`${pp}/propertyDeposit/prestoreLedger`, '预存台账', 'Prepayment ledger'),
      menu(`${pp}/propertyDeposit/depositAccount`, '押金账户', 'Deposit accounts'),
      menu(`${pp}/propertyDeposit/depositRecord`, '押金记录', 'Deposit records'),
      menu(`${pp}/propertyDeposit/depositLedger`, '押金台账', 'Deposit ledger'),
      menu(`${pp}/propertyDeposit/guaranteeLedger`, '保证金台账', 'Guarantee ledger'),
    ]),
    section('propertyPayment:overdueDefault', '违约金', 'Late fees', 'FieldTimeOutlined', [
      menu(`${pp}/overdueDefault/overdueStandard`, '违约金标准', 'Late-fee standards'),
      menu(`${pp}/overdueDefault/overdueRecord`, '违约金记录', 'Late-fee records'),
    ]),
    section('propertyPayment:bills', '票据账单', 'Bills', 'PrinterOutlined', [
      menu(`${pp}/billPrint`, '票据打印', 'Bill printing', {
        inline: [inline(`${pp}/billPrint/detail`, '票据详情', 'Bill detail')],
      }),
      menu(`${pp}/billPush`, '账单推送', 'Bill push'),
    ]),
    section('propertyPayment:eInvoice', '电子发票', 'E-invoices', 'FileDoneOutlined', [
      menu(`${pp}/eInvoice/setting`, '开票设置', 'Invoice settings'),
      menu(`${pp}/eInvoice/channel`, '开票渠道', 'Invoice channels'),
      menu(`${pp}/eInvoice/history`, '开票记录', 'Invoice history'),
    ]),
    section('propertyPayment:bankCollection', '银行托收', 'Bank collection', 'BankOutlined', [
      menu(`${pp}/bankCollection/collectionAgreement`, '托收协议', 'Collection agreements'),
      menu(`${pp}/bankCollection/collectionPlan`, '托收计划', 'Collection plans'),
      menu(`${pp}/bankCollection/collectionRecord`, '托收记录', 'Collection records', {
        inline: [inline(`${pp}/bankCollection/collectionRecordDetail`, '托收记录详情', 'Collection record detail')],
      }),
      menu(`${pp}/bankCollection/collectionReceipt`, '托收回盘', 'Collection returns'),
    ]),
    section('propertyPayment:monthSettlement', '月结', 'Month-end', 'CalendarOutlined', [
      menu(`${pp}/monthSettlement/record`, '月结记录', 'Settlement records'),
      menu(`${pp}/monthSettlement/log`, '月结日志', 'Settlement log'),
    ]),
    menu(`${pp}/statement`, '报表统计', 'Statements', {
      icon: 'FundOutlined',
      inline: [
        inline(`${pp}/statement/receivable`, '应收报表', 'Receivable report'),
        inline(`${pp}/statement/receivableDetail`, '应收明细', 'Receivable detail'),
        inline(`${pp}/statement/actualReceipt`, '实收报表', 'Receipts report'),
        inline(`${pp}/statement/arrearage`, '欠费报表', 'Arrears report'),
        inline(`${pp}/statement/receipt`, '收据报表', 'Receipt report'),
        inline(`${pp}/statement/receiptDetail`, '收据明细', 'Receipt detail'),
        inline(`${pp}/statement/refund`, '退款报表', 'Refund report'),
        inline(`${pp}/statement/charge`, '收费报表', 'Charge report'),
        inline(`${pp}/statement/discount`, '优惠报表', 'Discount report'),
        inline(`${pp}/statement/bankCollection`, '银行托收报表', 'Bank collection report'),
        inline(`${pp}/statement/prestoreOffset`, '预存冲抵报表', 'Prepayment offset report'),
        inline(`${pp}/statement/prestoreRefund`, '预存退款报表', 'Prepayment refund report'),
      ],
    }),
  ]),
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

/** Every entry of type menu with its ancestors' codes, depth first. */
export function flattenMenus(nodes: MenuDecl[] = MENU_CATALOGUE, parents: string[] = []): { decl: MenuDecl; parents: string[] }[] {
  return nodes.flatMap((node) => [{ decl: node, parents }, ...flattenMenus(node.children ?? [], [...parents, node.code])]);
}

/** Inline page path → the menu path it belongs to. */
export function inlinePageParents(nodes: MenuDecl[] = MENU_CATALOGUE): Map<string, string> {
  const map = new Map<string, string>();
  for (const { decl } of flattenMenus(nodes)) {
    for (const page of decl.inline ?? []) if (decl.path) map.set(page.path, decl.path);
  }
  return map;
}
