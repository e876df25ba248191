/** Option lists, regions and parameters every installation starts with (administrators edit them later). */

export interface DictDecl {
  code: string;
  name: string;
  description: string;
  items: [value: string, zh: string, en: string][];
}

export const BASE_DICTIONARIES: DictDecl[] = [
  {
    code: 'gender',
    name: '性别',
    description: '人员性别',
    items: [
      ['1', '男', 'Male'],
      ['2', '女', 'Female'],
    ],
  },
  {
    code: 'enableStatus',
    name: '启用状态',
    description: '通用启用/停用',
    items: [
      ['1', '启用', 'Enabled'],
      ['0', '停用', 'Disabled'],
    ],
  },
  {
    code: 'frozenStatus',
    name: '冻结状态',
    description: '账号冻结状态',
    items: [
      ['0', '正常', 'Normal'],
      ['1', '冻结', 'Frozen'],
    ],
  },
  {
    code: 'fileUseType',
    name: '文件使用类型',
    description: '文件保存期限',
    items: [
      ['1', '长期', 'Long-term'],
      ['2', '临时', 'Temporary'],
    ],
  },
  {
    code: 'visitorType',
    name: '访客类型',
    description: '来访人员类别',
    items: [
      ['1', '普通访客', 'Guest'],
      ['2', '快递外卖', 'Courier or delivery'],
      ['3', '施工人员', 'Contractor'],
      ['4', '家政服务', 'Domestic service'],
      ['5', '政府检查', 'Official inspection'],
    ],
  },
  {
    code: 'visitWay',
    name: '来访方式',
    description: '访客到访方式',
    items: [
      ['1', '步行', 'On foot'],
      ['2', '驾车', 'By car'],
      ['3', '非机动车', 'By bicycle or scooter'],
    ],
  },
  {
    code: 'passMethod',
    name: '通行方式',
    description: '访客通行凭证',
    items: [
      ['1', '二维码', 'QR code'],
      ['2', '人脸', 'Face'],
      ['3', 'IC卡', 'IC card'],
      ['4', '身份证', 'ID card'],
      ['5', '密码', 'Password'],
    ],
  },
  {
    code: 'companyLevel',
    name: '企业等级',
    description: '入驻企业等级',
    items: [
      ['1', '重点', 'Prime'],
      ['2', '主要', 'Major'],
      ['3', '一般', 'General'],
    ],
  },
  {
    code: 'amountPrecision',
    name: '金额精度',
    description: '计费金额保留位数',
    items: [
      ['1', '元', 'Yuan'],
      ['2', '角', 'Jiao'],
      ['3', '分', 'Fen'],
    ],
  },
  {
    code: 'roundingMode',
    name: '取整方式',
    description: '计费金额取整',
    items: [
      ['1', '四舍五入', 'Half up'],
      ['2', '向上取整', 'Up'],
      ['3', '向下取整', 'Down'],
    ],
  },
];

/** [code, parent code, name, English name]: provinces (GB/T 2260) and their main cities. */
export const BASE_REGIONS: [string, string | null, string, string][] = [
  ['110000', null, '北京市', 'Beijing'],
  ['110100', '110000', '北京市市辖区', 'Beijing urban districts'],
  ['310000', null, '上海市', 'Shanghai'],
  ['310100', '310000', '上海市市辖区', 'Shanghai urban districts'],
  ['320000', null, '江苏省', 'Jiangsu'],
  ['320100', '320000', '南京市', 'Nanjing'],
  ['320200', '320000', '无锡市', 'Wuxi'],
  ['320500', '320000', '苏州市', 'Suzhou'],
  ['330000', null, '浙江省', 'Zhejiang'],
  ['330100', '330000', '杭州市', 'Hangzhou'],
  ['330200', '330000', '宁波市', 'Ningbo'],
  ['330300', '330000', '温州市', 'Wenzhou'],
  ['330600', '330000', '绍兴市', 'Shaoxing'],
  ['330700', '330000', '金华市', 'Jinhua'],
  ['440000', null, '广东省', 'Guangdong'],
  ['440100', '440000', '广州市', 'Guangzhou'],
  ['440300', '440000', '深圳市', 'Shenzhen'],
  ['440600', '440000', '佛山市', 'Foshan'],
  ['441900', '440000', '东莞市', 'Dongguan'],
  ['420000', null, '湖北省', 'Hubei'],
  ['420100', '420000', '武汉市', 'Wuhan'],
  ['510000', null, '四川省', 'Sichuan'],
  ['510100', '510000', '成都市', 'Chengdu'],
  ['510700', '510000', '绵阳市', 'Mianyang'],
  ['610000', null, '陕西省', 'Shaanxi'],
  ['610100', '610000', '西安市', "Xi'an"],
];

export const BASE_SYSTEM_PARAMS: { paramKey: string; paramValue: string; valueType: string; description: string }[] = [
  { paramKey: 'opLog.retentionDays', paramValue: '180', valueType: 'number', description: '操作日志保留天数' },
  { paramKey: 'upload.maxFiles', paramValue: '10', valueType: 'number', description: '单次上传文件数上限' },
  { paramKey: 'visitor.requireReview', paramValue: 'true', valueType: 'boolean', description: '访客登记是否需要审核（白名单手机号免审）' },
  { paramKey: 'billing.amountPrecision', paramValue: '3', valueType: 'number', description: '金额精度：1 元，2 角，3 分' },
];
