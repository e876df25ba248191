import type { EnumOption } from '../../resource/types.js';

/** A community is a residential estate or an office campus (campus buildings hold companies). */
export const RESIDENTIAL_KIND_OPTIONS: readonly EnumOption[] = [
  { value: 'residential', zh: '住宅小区', en: 'Residential estate', color: 'green' },
  { value: 'campus', zh: '办公园区', en: 'Office campus', color: 'blue' },
];

/** Spec "Building or company: type (institution or region, building)". A region groups buildings. */
export const BUILDING_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '机构/区域', en: 'Institution or region', color: 'purple' },
  { value: 2, zh: '楼栋', en: 'Building', color: 'blue' },
];

/** Spec "level (prime, major, general)". */
export const COMPANY_LEVEL_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '重点', en: 'Prime', color: 'red' },
  { value: 2, zh: '主要', en: 'Major', color: 'orange' },
  { value: 3, zh: '一般', en: 'General', color: 'default' },
];

export const APARTMENT_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '住宅', en: 'Residence', color: 'green' },
  { value: 2, zh: '商铺', en: 'Shop', color: 'orange' },
  { value: 3, zh: '办公', en: 'Office', color: 'blue' },
  { value: 4, zh: '车位', en: 'Parking space', color: 'default' },
];

export const APARTMENT_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '已入住', en: 'Occupied', color: 'green' },
  { value: 2, zh: '空置', en: 'Vacant', color: 'default' },
  { value: 3, zh: '装修中', en: 'Renovating', color: 'orange' },
  { value: 4, zh: '出租', en: 'Let', color: 'blue' },
];

/** How a person relates to the apartment (owner, family, tenant) or works for a company in a campus. */
export const PERSON_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '业主', en: 'Owner', color: 'gold' },
  { value: 2, zh: '家属', en: 'Family member', color: 'green' },
  { value: 3, zh: '租户', en: 'Tenant', color: 'blue' },
  { value: 4, zh: '企业员工', en: 'Company employee', color: 'purple' },
];

/** Property staff types. */
export const STAFF_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '管理人员', en: 'Manager', color: 'gold' },
  { value: 2, zh: '客服', en: 'Customer service', color: 'blue' },
  { value: 3, zh: '安保', en: 'Security', color: 'red' },
  { value: 4, zh: '保洁', en: 'Cleaning', color: 'green' },
  { value: 5, zh: '工程维修', en: 'Engineering', color: 'orange' },
  { value: 6, zh: '绿化', en: 'Landscaping', color: 'lime' },
];

/** Spec "verification methods (QR code, Bluetooth, face, IC card, ID card, password)". */
export const OPEN_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '刷卡', en: 'IC card', color: 'blue' },
  { value: 2, zh: '人脸', en: 'Face', color: 'green' },
  { value: 3, zh: '二维码', en: 'QR code', color: 'purple' },
  { value: 4, zh: '密码', en: 'Password', color: 'default' },
  { value: 5, zh: '身份证', en: 'ID card', color: 'cyan' },
  { value: 6, zh: '蓝牙', en: 'Bluetooth', color: 'geekblue' },
  { value: 7, zh: '远程开门', en: 'Remote', color: 'orange' },
];

export const DIRECTION_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '进', en: 'In', color: 'green' },
  { value: 2, zh: '出', en: 'Out', color: 'blue' },
];

export const OPEN_RESULT_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '成功', en: 'Opened', color: 'green' },
  { value: 0, zh: '失败', en: 'Refused', color: 'red' },
];
