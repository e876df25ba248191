import { idCardCheckChar } from '@cvap/contracts';
import type { IdCardRecord } from '../device.js';

/**
 * Plausible resident identity records for the emulated ID-card reader: the 18-digit number carries the
 * region's administrative code, the birthday and a sequence whose parity gives the gender (odd = male),
 * closed by the GB 11643 check character; the validity period follows the issuing rules by age at issue
 * (16 to 25: ten years, 26 to 45: twenty years).
 */

interface Region {
  code: string;
  issuer: string;
  address: (pick: Pick) => string;
}

type Pick = (n: number) => number;

const REGIONS: Region[] = [
  {
    code: '110105',
    issuer: '北京市公安局朝阳分局',
    address: (p) => `北京市朝阳区建国路${p(120) + 1}号院${p(9) + 1}号楼${p(4) + 1}单元${(p(18) + 1) * 100 + p(4) + 1}`,
  },
  {
    code: '310115',
    issuer: '上海市公安局浦东分局',
    address: (p) => `上海市浦东新区张杨路${p(900) + 100}弄${p(30) + 1}号${(p(20) + 1) * 100 + p(4) + 1}室`,
  },
  {
    code: '440305',
    issuer: '深圳市公安局南山分局',
    address: (p) => `广东省深圳市南山区科技园路${p(60) + 1}号${p(12) + 1}栋${(p(30) + 1) * 100 + p(8) + 1}`,
  },
  {
    code: '330106',
    issuer: '杭州市公安局西湖分局',
    address: (p) => `浙江省杭州市西湖区文三路${p(500) + 1}号${p(15) + 1}幢${p(3) + 1}单元${(p(12) + 1) * 100 + p(3) + 1}室`,
  },
  {
    code: '510107',
    issuer: '成都市公安局武侯区分局',
    address: (p) => `四川省成都市武侯区人民南路四段${p(50) + 1}号${p(10) + 1}栋${(p(25) + 1) * 100 + p(6) + 1}号`,
  },
];

const MALE_NAMES = ['张伟', '王磊', '刘洋', '陈杰', '杨帆', '赵军', '黄志强', '周建国', '吴昊', '孙浩然'];
const FEMALE_NAMES = ['李娜', '王芳', '刘敏', '陈雨桐', '杨丽', '赵雪', '黄晓燕', '周婷', '吴佳怡', '孙悦'];
/** Mostly Han, as in the population; a few others so consumers do not assume one value. */
const NATIONS = ['汉', '汉', '汉', '汉', '汉', '汉', '回', '满', '壮', '蒙古'];

const DAY_MS = 86_400_000;

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function addYears(date: Date, years: number): Date {
  return utcDate(date.getUTCFullYear() + years, date.getUTCMonth() + 1, date.getUTCDate());
}

function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function completedYears(from: Date, to: Date): number {
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  if (to.getUTCMonth() < from.getUTCMonth() || (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate())) years--;
  return years;
}

/** `random` returns numbers in [0, 1) like Math.random; tests pass a seeded one. */
export function generateIdentity(photo: Buffer, random: () => number = Math.random, now = new Date()): IdCardRecord {
  const pick: Pick = (n) => Math.floor(random() * n);
  const today = utcDate(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());

  const region = REGIONS[pick(REGIONS.length)]!;
  const male = pick(2) === 0;
  // Aged 20 to 44 today, so the card's validity never reaches the long-term (age 46+) rule.
  const birthday = new Date(addYears(today, -(20 + pick(25))).getTime() - pick(365) * DAY_MS);

  const sequence = `${String(pick(100)).padStart(2, '0')}${2 * pick(5) + (male ? 1 : 0)}`;
  const first17 = `${region.code}${formatDate(birthday).replaceAll('-', '')}${sequence}`;

  // Issued within the last ten years, never before the sixteenth birthday, so the card is still valid today.
  const recentIssue = new Date(today.getTime() - pick(3650) * DAY_MS);
  const sixteenth = addYears(birthday, 16);
  const validFrom = recentIssue < sixteenth ? sixteenth : recentIssue;
  const validTo = addYears(validFrom, completedYears(birthday, validFrom) <= 25 ? 10 : 20);

  const names = male ? MALE_NAMES : FEMALE_NAMES;
  return {
    name: names[pick(names.length)]!,
    gender: male ? '男' : '女',
    nation: NATIONS[pick(NATIONS.length)]!,
    birthday: formatDate(birthday),
    address: region.address(pick),
    idNumber: first17 + idCardCheckChar(first17),
    issuer: region.issuer,
    validFrom: formatDate(validFrom),
    validTo: formatDate(validTo),
    photo,
  };
}
