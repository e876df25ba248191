import type { EnumOption } from '../../resource/types.js';

export const CARD_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: 'IC卡', en: 'IC card' },
  { value: 2, zh: 'CPU卡', en: 'CPU card' },
  { value: 3, zh: '身份证', en: 'ID card' },
];

export const CARD_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '正常', en: 'Active', color: 'green' },
  { value: 2, zh: '挂失', en: 'Reported lost', color: 'orange' },
  { value: 3, zh: '注销', en: 'Cancelled', color: 'default' },
  { value: 4, zh: '冻结', en: 'Frozen', color: 'red' },
];

/** Who holds an access card (issue 14: residents, staff and visitors). */
export const CARD_HOLDER_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '住户', en: 'Resident' },
  { value: 2, zh: '物业人员', en: 'Property staff' },
  { value: 3, zh: '访客', en: 'Visitor' },
];

/** What happened to a card (card records, /cardManager/recordMng). */
export const CARD_EVENT_OPTIONS: readonly EnumOption[] = [
  { value: 'issue', zh: '发卡', en: 'Issued', color: 'green' },
  { value: 'lost', zh: '挂失', en: 'Reported lost', color: 'orange' },
  { value: 'return', zh: '退卡', en: 'Returned', color: 'default' },
  { value: 'renew', zh: '续期', en: 'Renewed', color: 'blue' },
  { value: 'freeze', zh: '冻结', en: 'Frozen', color: 'red' },
  { value: 'unfreeze', zh: '解冻', en: 'Unfrozen', color: 'green' },
  { value: 'deviceWrite', zh: '写入设备', en: 'Written to device', color: 'cyan' },
  { value: 'deviceRemove', zh: '从设备删除', en: 'Removed from device', color: 'purple' },
];
