import { permissionCode } from '../resource/derive.js';
import type { Action, FieldDecl, Label, ResourceDecl } from '../resource/types.js';
import type { ElementDecl } from '../permissions.js';
import { ACCESS_MODULE_ELEMENTS } from './access/index.js';
import { DEVICE_MODULE_ELEMENTS, DEVICE_RESOURCES } from './device/index.js';
import { DOOR_MODULE_ELEMENTS, DOOR_RESOURCES } from './door/index.js';
import { FEE_MODULE_ELEMENTS, FEE_RESOURCES } from './fee/index.js';
import { HOUSEHOLD_RESOURCES } from './household/index.js';
import { NOTICE_MODULE_ELEMENTS, NOTICE_RESOURCES } from './notice/index.js';
import { REPAIR_ELEMENT_DECLS, REPAIR_RESOURCES } from './repair/index.js';
import { FEE_LEDGER_ELEMENT_DECLS } from './fee/ledger.js';
import { VISITOR_MODULE_ELEMENTS, VISITOR_RESOURCES } from './visitor/index.js';
import { OP_OTHER_RESOURCE_CODES, SYSTEM_MODULE_ELEMENTS, SYSTEM_RESOURCES } from './system/index.js';

export * from './system/index.js';
export * from './door/index.js';
export * from './household/index.js';
export * from './device/index.js';
export * from './notice/index.js';
export * from './repair/index.js';
export * from './access/index.js';
export * from './fee/index.js';
export * from './visitor/index.js';
export * from './dashboard/index.js';

/**
 * Every declared resource, module by module: the API registers them, the console builds their screens. A new
 * resource is listed once, in its module's list.
 */
export const RESOURCES: readonly ResourceDecl[] = [
  ...SYSTEM_RESOURCES,
  ...DOOR_RESOURCES,
  ...HOUSEHOLD_RESOURCES,
  ...DEVICE_RESOURCES,
  ...NOTICE_RESOURCES,
  ...REPAIR_RESOURCES,
  ...FEE_RESOURCES,
  ...VISITOR_RESOURCES,
];

const ACTION_LABELS: Record<Action, { zh: string; en: string }> = {
  view: { zh: '查看', en: 'View' },
  add: { zh: '新增', en: 'Add' },
  edit: { zh: '编辑', en: 'Edit' },
  delete: { zh: '删除', en: 'Delete' },
  export: { zh: '导出', en: 'Export' },
  import: { zh: '导入', en: 'Import' },
};

/** Elements beside the generic actions (bespoke endpoints of the resources above). */
const EXTRA_ELEMENTS: readonly ElementDecl[] = [
  ...SYSTEM_MODULE_ELEMENTS,
  ...DOOR_MODULE_ELEMENTS,
  ...NOTICE_MODULE_ELEMENTS,
  ...REPAIR_ELEMENT_DECLS,
  ...DEVICE_MODULE_ELEMENTS,
  ...ACCESS_MODULE_ELEMENTS,
  ...FEE_MODULE_ELEMENTS,
  ...FEE_LEDGER_ELEMENT_DECLS,
  ...VISITOR_MODULE_ELEMENTS,
];

/** The element of every declared action (`module:name:action`, under the resource's menu) plus the extras. */
export function resourceElementDecls(): ElementDecl[] {
  const generic = RESOURCES.flatMap((decl) =>
    decl.actions.map((action) => ({
      code: permissionCode(decl, action),
      menu: decl.menu,
      zh: `${ACTION_LABELS[action].zh}${decl.label.zh}`,
      en: `${ACTION_LABELS[action].en} ${decl.label.en.toLowerCase()}`,
    })),
  );
  return [...generic, ...EXTRA_ELEMENTS];
}

/**
 * The label of a code a text field holds (FieldDecl.codes): a resource name's declaration label, a listed code's
 * label; undefined for a value the field does not know (shown as it is).
 */
export function codeLabel(field: FieldDecl, value: unknown): Label | undefined {
  if (!field.codes || typeof value !== 'string') return undefined;
  if (field.codes === 'resource')
    return RESOURCES.find((decl) => decl.name === value)?.label ?? OP_OTHER_RESOURCE_CODES.find((code) => code.value === value);
  return field.codes.find((code) => code.value === value);
}
