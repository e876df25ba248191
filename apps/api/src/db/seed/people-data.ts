/**
 * Word lists and number rules the demo seed and the scale generator (apps/api/scripts/generate-door-data.mjs,
 * through dist/) draw people, companies and doors from. Pure functions of a seeded PRNG: the same seed gives
 * the same names, so end-to-end tests can rely on them.
 */
import { idCardCheckChar, isValidIdCard, isValidMobile } from '@cvap/contracts';

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
export type Rng = () => number;
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

/** Common surnames, most frequent first (picked with a bias towards the front of the list). */
export const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '罗',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '许',
  '韩',
  '冯',
  '邓',
  '曹',
  '彭',
  '曾',
  '肖',
  '田',
  '董',
  '袁',
  '潘',
  '于',
  '蒋',
  '蔡',
  '余',
  '杜',
  '叶',
  '程',
  '苏',
  '魏',
  '吕',
  '丁',
  '任',
  '沈',
  '姚',
  '卢',
  '姜',
  '崔',
  '钟',
  '谭',
  '陆',
  '汪',
  '范',
  '金',
  '石',
  '廖',
  '贾',
  '夏',
  '韦',
  '方',
  '白',
  '邹',
  '孟',
  '熊',
  '秦',
  '邱',
  '江',
  '尹',
  '薛',
  '段',
  '雷',
  '侯',
  '龙',
  '史',
  '陶',
  '黎',
  '贺',
  '顾',
  '毛',
  '郝',
  '龚',
  '邵',
  '万',
  '钱',
  '严',
  '武',
  '戴',
  '莫',
  '孔',
  '汤',
  '欧阳',
  '诸葛',
  '司马',
] as const;

const MALE_GIVEN = [
  '伟',
  '强',
  '磊',
  '军',
  '勇',
  '杰',
  '涛',
  '斌',
  '超',
  '明',
  '刚',
  '平',
  '辉',
  '鹏',
  '华',
  '飞',
  '鑫',
  '波',
  '宁',
  '浩',
  '宇',
  '俊',
  '峰',
  '建',
  '国',
  '志',
  '文',
  '海',
  '东',
  '晨',
  '阳',
  '凯',
  '博',
  '睿',
  '哲',
  '轩',
  '然',
  '翔',
  '成',
  '栋',
  '建华',
  '志强',
  '国栋',
  '俊杰',
  '浩然',
  '子轩',
  '宇航',
  '文博',
  '嘉伟',
  '天佑',
  '振宇',
  '建军',
  '明辉',
  '立新',
  '海峰',
] as const;

const FEMALE_GIVEN = [
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '艳',
  '娟',
  '霞',
  '燕',
  '玲',
  '婷',
  '雪',
  '琳',
  '颖',
  '倩',
  '慧',
  '洁',
  '欣',
  '悦',
  '萍',
  '红',
  '梅',
  '莉',
  '晶',
  '璐',
  '佳',
  '琪',
  '瑶',
  '薇',
  '楠',
  '雯',
  '岚',
  '菲',
  '蕾',
  '露',
  '妍',
  '怡',
  '彤',
  '诗',
  '晴',
  '秀英',
  '桂英',
  '丽华',
  '晓燕',
  '雨涵',
  '欣怡',
  '梓涵',
  '诗琪',
  '佳怡',
  '思远',
  '婉清',
  '若曦',
  '雅婷',
  '美玲',
  '海燕',
] as const;

/** A surname, biased towards the common ones (about half the population shares the first 20). */
export function surname(rng: Rng): string {
  const r = rng();
  return SURNAMES[Math.floor(r * r * SURNAMES.length)]!;
}

export function givenName(rng: Rng, gender: 1 | 2): string {
  return pick(rng, gender === 1 ? MALE_GIVEN : FEMALE_GIVEN);
}

/** Mobile prefixes of the three carriers; every number matches the spec's 1[3-9]\d{9}. */
const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '134',
  '135',
  '136',
  '137',
  '138',
  '139',
  '147',
  '150',
  '151',
  '152',
  '153',
  '155',
  '156',
  '157',
  '158',
  '159',
  '166',
  '173',
  '175',
  '176',
  '177',
  '178',
  '180',
  '181',
  '182',
  '183',
  '184',
  '185',
  '186',
  '187',
  '188',
  '189',
  '191',
  '198',
  '199',
] as const;

/** A mobile number not in `taken` (which it joins). */
export function mobile(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const value = pick(rng, MOBILE_PREFIXES) + String(Math.floor(rng() * 100_000_000)).padStart(8, '0');
    if (taken.has(value)) continue;
    if (!isValidMobile(value)) throw new Error(`generated an invalid mobile number ${value}`);
    taken.add(value);
    return value;
  }
}

/**
 * County-level administrative codes (GB/T 2260) under the cities of the base seed's regions
 * (reference-data.ts BASE_REGIONS): every code's first four digits + '00' is a seeded city. Weighted towards
 * Zhejiang, where the demo communities are.
 */
export const ID_COUNTY_CODES = [
  '330102',
  '330105',
  '330106',
  '330108',
  '330110',
  '330106',
  '330105',
  '330108',
  '330109',
  '330106',
  '330203',
  '330212',
  '330302',
  '330304',
  '330602',
  '330603',
  '330702',
  '330782',
  '320102',
  '320106',
  '320213',
  '320505',
  '310101',
  '310104',
  '310115',
  '110101',
  '110105',
  '110108',
  '440103',
  '440106',
  '440305',
  '440604',
  '441900',
  '420106',
  '510104',
  '510107',
  '510703',
  '610113',
] as const;

/** A valid 18-digit resident identity number: county, birth date, sequence (odd for men), check character. */
export function idCardNumber(rng: Rng, birth: Date, gender: 1 | 2): string {
  const county = pick(rng, ID_COUNTY_CODES);
  const date = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
  const order = randInt(rng, 0, 49) * 2 + (gender === 1 ? 1 : 0);
  const first17 = `${county}${date}${String(randInt(rng, 0, 9))}${String(order).padStart(2, '0')}`;
  const value = first17 + idCardCheckChar(first17);
  if (!isValidIdCard(value)) throw new Error(`generated an invalid ID number ${value}`);
  return value;
}

/** A birth date between two years (UTC midnight). */
export function birthDate(rng: Rng, fromYear: number, toYear: number): Date {
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear, 11, 31);
  const day = Math.floor((from + rng() * (to - from)) / 86_400_000);
  return new Date(day * 86_400_000);
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A Zhejiang licence plate: 浙A3K7Q2 (five letters or digits, at most two letters) or a new-energy 浙AD12345. */
export function licencePlate(rng: Rng): string {
  const city = chance(rng, 0.8) ? 'A' : pick(rng, ['B', 'C', 'D', 'G']);
  if (chance(rng, 0.2)) return `浙${city}${pick(rng, ['D', 'F'])}${String(randInt(rng, 0, 99_999)).padStart(5, '0')}`;
  const letters = new Set([randInt(rng, 0, 4), randInt(rng, 0, 4)].slice(0, randInt(rng, 0, 2)));
  let tail = '';
  for (let i = 0; i < 5; i++)
    tail += letters.has(i) ? PLATE_LETTERS[randInt(rng, 0, PLATE_LETTERS.length - 1)] : String(randInt(rng, 0, 9));
  return `浙${city}${tail}`;
}

/** A 10-digit decimal card number: the 32-bit serial a reader returns (spec ReadCardInfo), zero-padded. */
export function cardNumber(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const value = String(Math.floor(rng() * 4_294_967_296)).padStart(10, '0');
    if (taken.has(value)) continue;
    taken.add(value);
    return value;
  }
}

/** Why a registration was rejected (the reviewer's words). */
export const REJECT_REASONS = [
  '身份证号与姓名不符，请核对后重新提交',
  '人像照片不清晰，请上传正脸免冠照片',
  '无法核实与业主的关系，请业主到服务中心确认',
  '租赁合同已到期，请提供续租合同',
  '手机号无法接通，请更新联系方式',
  '该房屋已登记同名住户，请勿重复提交',
] as const;

export const STAFF_REJECT_REASONS = [
  '未提供劳动合同，请补充后重新提交',
  '工号与人事系统不一致',
  '人像照片不符合要求（需白底正面照）',
] as const;

const COMPANY_BRANDS = [
  '云帆',
  '数智',
  '启明',
  '青禾',
  '蓝鲸',
  '极光',
  '微澜',
  '博远',
  '知行',
  '新禾',
  '星图',
  '远航',
  '深蓝',
  '易联',
  '睿思',
  '华芯',
  '智源',
  '光年',
  '鸿鹄',
  '灵犀',
  '恒信',
  '同创',
  '众合',
  '未来',
  '天擎',
  '万象',
  '卓越',
  '明德',
  '九州',
  '云栖',
  '飞鱼',
  '橙果',
  '凌云',
  '北辰',
  '南山',
  '和光',
  '初心',
  '澄明',
  '弘毅',
  '致远',
] as const;

const COMPANY_TRADES = [
  '科技',
  '信息技术',
  '生物医药',
  '智能装备',
  '网络科技',
  '软件',
  '电子商务',
  '文化传媒',
  '数据服务',
  '新能源科技',
  '人工智能',
  '医疗器械',
  '教育科技',
  '物联网技术',
  '集成电路设计',
] as const;

/** A company name such as 杭州云帆信息技术有限公司, not in `taken`. */
export function companyName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const city = chance(rng, 0.85) ? '杭州' : pick(rng, ['浙江', '上海', '深圳', '北京']);
    const name = `${city}${pick(rng, COMPANY_BRANDS)}${pick(rng, COMPANY_TRADES)}有限公司`;
    if (taken.has(name)) continue;
    taken.add(name);
    return name;
  }
}

/** A Hangzhou landline (0571 then 8 digits starting 8 or 5). */
export function landline(rng: Rng): string {
  return `0571-${pick(rng, ['8', '5', '2'])}${String(randInt(rng, 0, 9_999_999)).padStart(7, '0')}`;
}
