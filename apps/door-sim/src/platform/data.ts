import { idCardCheckChar, RALID_STEP_NAMES, type RalidRow, type RalidStepName } from '@cvap/contracts';

/**
 * The upstream access-control platform's data, generated deterministically from a seed: row i of a data set is
 * a pure function of (seed, i), so any page is computed on demand in O(page) whatever the size, the same seed
 * always serves the same rows, and keys are consistent across the eight sets (a card's userId is a user's, a
 * card access level's cardNo is a card's, …).
 */
export interface PlatformSizes {
  users: number;
  cards: number;
  departments: number;
  accessLevels: number;
  doors: number;
}

export const DEMO_SIZES: PlatformSizes = { users: 300, cards: 360, departments: 12, accessLevels: 8, doors: 24 };
export const BENCH_SIZES: PlatformSizes = { users: 100_000, cards: 200_000, departments: 60, accessLevels: 40, doors: 400 };

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN_MALE = ['伟', '强', '磊', '军', '洋', '勇', '杰', '涛', '明', '超', '俊杰', '浩然', '子轩', '宇航', '建国', '志强'];
const GIVEN_FEMALE = ['芳', '娜', '敏', '静', '丽', '艳', '娟', '霞', '婷', '雪', '欣怡', '梓涵', '诗琪', '雅婷', '美玲', '海燕'];
const DEPARTMENTS = [
  '行政部',
  '保安部',
  '工程部',
  '客服部',
  '财务部',
  '保洁部',
  '绿化部',
  '停车场',
  '会所',
  '物业中心',
  '研发部',
  '市场部',
];
const LEVEL_NAMES = ['全部门禁', '住宅大门', '地下车库', '会所', '办公区', '设备机房', '访客通道', '消防通道'];
const PERIODS = ['全天', '工作日 07:00-22:00', '每天 06:00-23:00', '工作日 08:00-18:00'];
const DOOR_PLACES = ['东门', '西门', '南门', '北门', '车库入口', '车库出口', '单元门', '会所门', '办公楼大堂', '机房门'];
const MOBILE_PREFIXES = ['130', '131', '135', '136', '137', '138', '139', '150', '151', '158', '159', '186', '187', '188', '189', '199'];
const COUNTIES = ['330102', '330105', '330106', '330108', '330110', '330203', '330302', '320102', '310101', '110105'];
export const CARD_TYPE_NAMES = ['IC卡', 'CPU卡', '临时卡', '访客卡'];

/** A 32-bit hash of (seed, set, index): the row's own random source, independent of every other row. */
function hash(seed: number, set: number, index: number): number {
  let h = (seed ^ Math.imul(set + 1, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A small PRNG started from a row's hash (mulberry32). */
function rowRng(seed: number, set: number, index: number): () => number {
  let a = hash(seed, set, index);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function formatDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)} ${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`;
}

/** A unique 10-digit decimal card number per card index (7919 is coprime with 9·10⁹, so no two collide). */
export function cardNoOf(index: number): string {
  return String(1_000_000_000 + ((index * 7919 + 12_345) % 9_000_000_000));
}

/** How many access levels a door belongs to and which: door d is in level d mod L, and in level 1 ("all"). */
function doorLevels(doorIndex: number, sizes: PlatformSizes): number[] {
  const own = (doorIndex % sizes.accessLevels) + 1;
  return own === 1 ? [1] : [1, own];
}

export class PlatformData {
  constructor(
    readonly seed: number,
    readonly sizes: PlatformSizes,
  ) {}

  /** Rows in a data set. */
  total(step: RalidStepName): number {
    const s = this.sizes;
    switch (step) {
      case 'getDepartment':
        return s.departments;
      case 'getDepartmentAccessLevel':
        return s.departments * 2;
      case 'getAccessLevel':
        return s.accessLevels;
      case 'getDoorInfo':
        return s.doors;
      case 'getUsers':
        return s.users;
      case 'getCard':
        return s.cards;
      case 'getCardAccessLevel':
        return s.cards;
      case 'getCardType':
        return CARD_TYPE_NAMES.length;
    }
  }

  /** Rows [offset, offset + limit) of a data set. */
  rows<S extends RalidStepName>(step: S, offset: number, limit: number): RalidRow<S>[] {
    const end = Math.min(this.total(step), offset + limit);
    const out: RalidRow<S>[] = [];
    for (let i = offset; i < end; i++) out.push(this.row(step, i));
    return out;
  }

  row<S extends RalidStepName>(step: S, i: number): RalidRow<S> {
    const rng = rowRng(this.seed, RALID_STEP_NAMES.indexOf(step), i);
    const s = this.sizes;
    const rows: { [K in RalidStepName]: () => RalidRow<K> } = {
      getDepartment: () => ({
        deptId: i + 1,
        parentId: i === 0 ? null : 1,
        deptName:
          i === 0
            ? '总部'
            : `${DEPARTMENTS[i % DEPARTMENTS.length]}${i >= DEPARTMENTS.length ? Math.floor(i / DEPARTMENTS.length) + 1 : ''}`,
      }),
      // Each department has two levels: "all doors" (1) for the first, otherwise its own and one of the others.
      getDepartmentAccessLevel: () => {
        const deptId = Math.floor(i / 2) + 1;
        return { deptId, accessLevelId: i % 2 === 0 ? ((deptId - 1) % s.accessLevels) + 1 : ((deptId + 2) % s.accessLevels) + 1 };
      },
      getAccessLevel: () => ({
        accessLevelId: i + 1,
        levelName: `${LEVEL_NAMES[i % LEVEL_NAMES.length]}${i >= LEVEL_NAMES.length ? Math.floor(i / LEVEL_NAMES.length) + 1 : ''}`,
        timePeriod: pick(rng, PERIODS),
      }),
      getDoorInfo: () => ({
        doorId: i + 1,
        doorName: `${Math.floor(i / DOOR_PLACES.length) + 1}区${DOOR_PLACES[i % DOOR_PLACES.length]}`,
        deviceCode: `RL-${pad(i + 1, 5)}`,
        ip: `10.${20 + Math.floor(i / 65_025)}.${Math.floor(i / 255) % 255}.${(i % 255) + 1}`,
        accessLevelIds: doorLevels(i, s),
      }),
      getUsers: () => {
        const gender: 1 | 2 = rng() < 0.5 ? 1 : 2;
        const birth = new Date(Date.UTC(1960 + Math.floor(rng() * 45), Math.floor(rng() * 12), 1 + Math.floor(rng() * 28)));
        const first17 = `${pick(rng, COUNTIES)}${formatDate(birth).slice(0, 10).replaceAll('-', '')}${pad(Math.floor(rng() * 100), 2)}${gender === 1 ? 1 + 2 * Math.floor(rng() * 5) : 2 * Math.floor(rng() * 5)}`;
        return {
          userId: i + 1,
          userName: pick(rng, SURNAMES) + pick(rng, gender === 1 ? GIVEN_MALE : GIVEN_FEMALE),
          deptId: (i % s.departments) + 1,
          gender,
          // Unique per user: the last eight digits are a bijection of the index (48 271 is coprime with 10⁸).
          phone: `${pick(rng, MOBILE_PREFIXES)}${pad((i * 48_271 + 1_234_567) % 100_000_000, 8)}`,
          idNumber: first17 + idCardCheckChar(first17),
        };
      },
      getCard: () => {
        const from = new Date(Date.UTC(2025, 0, 1) + Math.floor(rng() * 600) * 86_400_000);
        const until = new Date(from.getTime() + (1 + Math.floor(rng() * 3)) * 365 * 86_400_000 - 1000);
        return {
          cardNo: cardNoOf(i),
          userId: (i % s.users) + 1,
          cardTypeId: i < s.users ? 1 + Math.floor(rng() * 2) : 1 + Math.floor(rng() * CARD_TYPE_NAMES.length),
          status: rng() < 0.94 ? 0 : rng() < 0.5 ? 1 : 2,
          validFrom: formatDate(from),
          validUntil: formatDate(until),
        };
      },
      getCardAccessLevel: () => ({ cardNo: cardNoOf(i), accessLevelId: 1 + (i % s.accessLevels) }),
      getCardType: () => ({ cardTypeId: i + 1, typeName: CARD_TYPE_NAMES[i]! }),
    };
    return rows[step]() as RalidRow<S>;
  }
}
