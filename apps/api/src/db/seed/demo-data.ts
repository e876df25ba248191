/** The demo installation the README describes. Passwords here exist only in the demo seed. */

export const DEMO_TENANT = { code: 'huating', name: '华庭物业服务有限公司' };

export interface DemoBuilding {
  name: string;
  floors: number;
  /** Houses per floor (residential): room numbers floor + two digits, 301, 302, … */
  rooms?: number;
  /** Shops on the ground floor instead of flats. */
  shops?: number;
}

export interface DemoResidential {
  companyId: string;
  name: string;
  kind: 'residential' | 'campus';
  address: string;
  buildings: DemoBuilding[];
  /** Regions (building type 1) grouping some of the buildings by name. */
  regions?: { name: string; buildings: string[] }[];
  /** Gates of the community where passage records are made. */
  gates: string[];
  serviceCentre: string;
}

export const DEMO_RESIDENTIALS: DemoResidential[] = [
  {
    companyId: '1001',
    name: '阳光花园',
    kind: 'residential',
    address: '杭州市西湖区文三路 188 号',
    buildings: [
      { name: '1栋', floors: 18, rooms: 6 },
      { name: '2栋', floors: 18, rooms: 6 },
      { name: '3栋', floors: 11, rooms: 4, shops: 4 },
    ],
    regions: [
      { name: '一期', buildings: ['1栋', '2栋'] },
      { name: '二期', buildings: ['3栋'] },
    ],
    gates: ['东门', '南门', '地库入口'],
    serviceCentre: '阳光花园服务中心',
  },
  {
    companyId: '1002',
    name: '翠湖苑',
    kind: 'residential',
    address: '杭州市拱墅区湖墅南路 66 号',
    buildings: [
      { name: 'A座', floors: 26, rooms: 6, shops: 2 },
      { name: 'B座', floors: 26, rooms: 6, shops: 2 },
    ],
    gates: ['正门', '北门'],
    serviceCentre: '翠湖苑服务中心',
  },
  {
    companyId: '1003',
    name: '星河科创园',
    kind: 'campus',
    address: '杭州市滨江区江南大道 3888 号',
    buildings: [
      { name: '研发楼A', floors: 12 },
      { name: '研发楼B', floors: 10 },
      { name: '综合楼', floors: 6 },
    ],
    gates: ['园区南门', '园区东门'],
    serviceCentre: '星河科创园运营中心',
  },
];

/**
 * A room whose people are fixed (not drawn from the PRNG), for tests and demos of the room detail: an owner
 * family of three who pass the doors nearly every day, two of them with cards.
 */
export const DEMO_SHOWCASE_ROOM = {
  companyId: '1001',
  building: '1栋',
  roomNo: '301',
  people: [
    { name: '张建华', personType: 1, gender: 1, phone: '13957130101', idCard: '330106197805124310', plate: '浙A8K2M6', card: '0413257896' },
    { name: '李秀英', personType: 2, gender: 2, phone: '13957130102', idCard: '330105198002203021', plate: null, card: '0413257897' },
    { name: '张子轩', personType: 2, gender: 1, phone: '18867130103', idCard: '330106200609150815', plate: null, card: null },
  ],
} as const;

export const HEAD_OFFICE_DEPARTMENTS = ['总经理办公室', '工程维修部', '客户服务部', '信息技术部', '财务部'];

export interface DemoUser {
  username: string;
  name: string;
  /** null: a staff record nobody logs in with (a random, unknown password). */
  password: string | null;
  phone: string;
  gender: 1 | 2;
  roles: string[];
  headOffice?: boolean;
  kiosk?: boolean;
  frozen?: boolean;
  /** companyIds of the communities the user may act for. */
  communities?: string[];
  /** A head-office department name, or 'service:<companyId>' for that community's service centre. */
  department: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    name: '系统管理员',
    password: 'Admin@2026',
    phone: '13800000001',
    gender: 1,
    roles: ['sysadmin'],
    headOffice: true,
    department: '信息技术部',
  },
  {
    username: 'lihua',
    name: '李华',
    password: 'Manager@2026',
    phone: '13912345678',
    gender: 2,
    roles: ['communityManager'],
    communities: ['1001'],
    department: 'service:1001',
  },
  {
    username: 'wangqiang',
    name: '王强',
    password: 'Repair@2026',
    phone: '13700001234',
    gender: 1,
    roles: ['repairWorker'],
    communities: ['1001', '1002'],
    department: '工程维修部',
  },
  {
    username: 'kiosk01',
    name: '访客机01',
    password: 'Kiosk@2026',
    phone: '13600001003',
    gender: 1,
    roles: ['kiosk'],
    kiosk: true,
    communities: ['1003'],
    department: 'service:1003',
  },
  {
    username: 'zhaolei',
    name: '赵磊',
    password: 'Frozen@2026',
    phone: '13500005678',
    gender: 1,
    roles: ['repairWorker'],
    frozen: true,
    communities: ['1002'],
    department: '工程维修部',
  },
  {
    username: 'chenjing',
    name: '陈静',
    password: 'Chen@2026',
    phone: '15800002026',
    gender: 2,
    roles: ['sysOperator'],
    headOffice: true,
    department: '信息技术部',
  },
  {
    // Issue 23: a second person who may approve the cashiers' refunds and cancellations (not only admin).
    username: 'zhoumin',
    name: '周敏',
    password: 'Finance@2026',
    phone: '13688886666',
    gender: 2,
    roles: ['financeSupervisor'],
    headOffice: true,
    department: '财务部',
  },
  {
    // A security guard of 阳光花园 who logs in on his phone: today's patrol tasks, check-in, problems, 我的打卡.
    username: 'zhangwei',
    name: '张伟',
    password: 'Guard@2026',
    phone: '13811112222',
    gender: 1,
    roles: ['guard'],
    communities: ['1001'],
    department: 'service:1001',
  },
  {
    username: 'liuyang',
    name: '刘洋',
    password: null,
    phone: '13922223333',
    gender: 1,
    roles: ['staff'],
    communities: ['1001'],
    department: 'service:1001',
  },
  {
    username: 'yangjing',
    name: '杨静',
    password: null,
    phone: '15033334444',
    gender: 2,
    roles: ['staff'],
    communities: ['1001'],
    department: 'service:1001',
  },
  {
    username: 'wangfang',
    name: '王芳',
    password: null,
    phone: '15144445555',
    gender: 2,
    roles: ['staff'],
    communities: ['1002'],
    department: 'service:1002',
  },
  {
    username: 'huangmin',
    name: '黄敏',
    password: null,
    phone: '18655556666',
    gender: 2,
    roles: ['staff'],
    communities: ['1002'],
    department: 'service:1002',
  },
  {
    username: 'zhoujie',
    name: '周杰',
    password: null,
    phone: '18766667777',
    gender: 1,
    roles: ['repairWorker'],
    communities: ['1002'],
    department: '工程维修部',
  },
  {
    username: 'xuming',
    name: '徐明',
    password: null,
    phone: '17777778888',
    gender: 1,
    roles: ['staff'],
    communities: ['1003'],
    department: 'service:1003',
  },
  {
    username: 'sunli',
    name: '孙丽',
    password: null,
    phone: '19988889999',
    gender: 2,
    roles: ['staff'],
    communities: ['1003'],
    department: 'service:1003',
  },
  {
    username: 'machao',
    name: '马超',
    password: null,
    phone: '13399990000',
    gender: 1,
    roles: ['repairWorker'],
    communities: ['1003'],
    department: '工程维修部',
  },
  {
    username: 'guoxin',
    name: '郭欣',
    password: null,
    phone: '18912340987',
    gender: 2,
    roles: ['staff'],
    headOffice: true,
    department: '客户服务部',
  },
];

/** Allow-list entries of the demo communities: [companyId, type, value, holder]. */
export const DEMO_WHITE_LIST: [string, 'phone' | 'plate', string, string][] = [
  ['1001', 'phone', '13588889999', '顺丰快递-刘师傅'],
  ['1001', 'plate', '浙A12345', '业主 张先生'],
  ['1002', 'phone', '13677778888', '保洁公司-陈阿姨'],
  ['1003', 'plate', '浙AD67890', '园区班车'],
];

/** A run-time text override, so the i18n screen and the console's merge have something to show. */
export const DEMO_I18N_ENTRIES = [
  { languageTag: 'zh_cn', itemKey: 'dashboard.welcome', itemCode: 'dashboard', itemContent: '欢迎使用华庭物业管理平台' },
  { languageTag: 'en', itemKey: 'dashboard.welcome', itemCode: 'dashboard', itemContent: 'Welcome to the Huating property console' },
];

/** The device-type tree: a category and its kinds (spec section 3, device type: id, pid, deviceName). */
export const DEMO_DEVICE_TYPES: readonly { name: string; kinds: readonly string[] }[] = [
  { name: '门禁设备', kinds: ['人脸识别一体机', '刷卡门禁控制器', '二维码读头', '门禁一体机'] },
  { name: '通道闸机', kinds: ['三辊闸', '翼闸', '摆闸'] },
  { name: '访客设备', kinds: ['访客登记一体机', '身份证阅读器'] },
  { name: '车行设备', kinds: ['车牌识别相机', '道闸'] },
];
