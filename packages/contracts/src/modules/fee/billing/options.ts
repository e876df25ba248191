import type { EnumOption } from '../../../resource/types.js';

/** Fee types (HC fee types: property, parking, water, electricity, gas, rubbish, …). */
export const FEE_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 'property', zh: '物业费', en: 'Property fee', color: 'blue' },
  { value: 'parking', zh: '停车费', en: 'Parking fee', color: 'purple' },
  { value: 'water', zh: '水费', en: 'Water', color: 'cyan' },
  { value: 'electricity', zh: '电费', en: 'Electricity', color: 'gold' },
  { value: 'gas', zh: '燃气费', en: 'Gas', color: 'orange' },
  { value: 'rubbish', zh: '垃圾清运费', en: 'Rubbish collection', color: 'green' },
  { value: 'other', zh: '其他', en: 'Other', color: 'default' },
];

export const CYCLE_KIND_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '按月', en: 'Monthly' },
  { value: 2, zh: '每N个月', en: 'Every N months' },
  { value: 3, zh: '按年', en: 'Yearly' },
  { value: 4, zh: '一次性', en: 'One-off' },
];

export const PAYMENT_TIMING_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '预付费', en: 'Prepaid', color: 'blue' },
  { value: 2, zh: '后付费', en: 'Postpaid', color: 'default' },
];

export const FORMULA_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '建筑面积×单价+附加费', en: 'Built-up area × price + extra' },
  { value: 2, zh: '套内面积×单价+附加费', en: 'Inner area × price + extra' },
  { value: 3, zh: '固定金额', en: 'Fixed amount' },
  { value: 4, zh: '用量×单价+附加费', en: 'Meter usage × price + extra' },
  { value: 5, zh: '阶梯单价', en: 'Tiered meter prices' },
];

/** Spec section 9: amount decimal places 1 yuan, 2 jiao, 3 fen. */
export const PRECISION_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '元', en: 'Yuan' },
  { value: 2, zh: '角', en: 'Jiao' },
  { value: 3, zh: '分', en: 'Fen' },
];

/** Spec section 9: rounding 1 half-up, 2 up, 3 down. */
export const ROUNDING_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '四舍五入', en: 'Half up' },
  { value: 2, zh: '向上取整', en: 'Up' },
  { value: 3, zh: '向下取整', en: 'Down' },
];

export const OBJECT_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '房屋', en: 'House', color: 'blue' },
  { value: 2, zh: '车位', en: 'Parking space', color: 'purple' },
  { value: 3, zh: '企业', en: 'Company', color: 'orange' },
];

export const RULE_TARGET_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '整个社区', en: 'Whole community' },
  { value: 2, zh: '楼栋', en: 'Building' },
  { value: 3, zh: '楼层', en: 'Floor' },
  { value: 4, zh: '指定对象', en: 'Listed objects' },
];

export const LINE_KIND_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '周期费用', en: 'Regular' },
  { value: 2, zh: '抄表用量', en: 'Meter usage' },
  { value: 3, zh: '违约金', en: 'Late fee', color: 'red' },
];

export const LINE_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '正常', en: 'Normal', color: 'green' },
  { value: 2, zh: '已作废', en: 'Cancelled', color: 'default' },
];

/** Spec section 4: bill generation status 1 generating, 2 paused, 3 complete, 4 terminated, 5 abnormal. */
export const BILL_RUN_STATUS = { generating: 1, paused: 2, complete: 3, terminated: 4, abnormal: 5 } as const;
export const BILL_RUN_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '生成中', en: 'Generating', color: 'processing' },
  { value: 2, zh: '已暂停', en: 'Paused', color: 'warning' },
  { value: 3, zh: '已完成', en: 'Complete', color: 'success' },
  { value: 4, zh: '已终止', en: 'Terminated', color: 'default' },
  { value: 5, zh: '异常', en: 'Abnormal', color: 'error' },
];

export const BILL_RUN_TRIGGER_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '手动', en: 'Manual' },
  { value: 2, zh: '定时', en: 'Schedule' },
];

export const METER_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '水表', en: 'Water meter', color: 'cyan' },
  { value: 2, zh: '电表', en: 'Electricity meter', color: 'gold' },
  { value: 3, zh: '燃气表', en: 'Gas meter', color: 'orange' },
];

export const METER_SCOPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '户表', en: "A house's meter" },
  { value: 2, zh: '公摊表', en: 'Shared meter' },
];

export const SPLIT_METHOD_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '按建筑面积分摊', en: 'By built-up area' },
  { value: 2, zh: '按户均摊', en: 'Per household' },
  { value: 3, zh: '按公式（固定比例）', en: 'By formula (fixed shares)' },
];

export const RATE_KIND_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '按日', en: 'Daily' },
  { value: 2, zh: '按月（30天）', en: 'Monthly (30 days)' },
];
