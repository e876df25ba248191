import { permissionCode } from '../resource/derive.js';
import { lookupElements, type LookupUse } from '../resource/lookup.js';
import type { Action, EnumOption, FieldDecl, Label, ResourceDecl } from '../resource/types.js';
import type { ElementDecl } from '../permissions.js';
import { accessContract } from './access/index.js';
import { dashboardContract } from './dashboard/index.js';
import { deviceContract } from './device/index.js';
import { doorContract } from './door/index.js';
import { feeContract } from './fee/index.js';
import { householdContract } from './household/index.js';
import { noticeContract } from './notice/index.js';
import { repairContract } from './repair/index.js';
import { patrolContract } from './patrol/index.js';
import {
  JOB_HANDLER_OPTIONS,
  OP_ACTION_CODES,
  OP_OTHER_RESOURCE_CODES,
  systemContract,
  type PlatformJobHandlerName,
} from './system/index.js';
import type { ModuleJobName, OpLogDecl } from './contract-module.js';
import { withDeclared } from './op-log-vocabulary.js';
import { visitorContract } from './visitor/index.js';
import { equipmentContract } from './equipment/index.js';
import { attendanceContract } from './attendance/index.js';

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
export * from './equipment/index.js';
export * from './patrol/index.js';
export * from './attendance/index.js';
export type { ContractModule, MenuCount, ModuleJobName, OpLogDecl } from './contract-module.js';

/**
 * Every module's manifest, one line each: RESOURCES, the elements, the response codes (`Codes`) and the menu
 * catalogue (MENU_CATALOGUE) are built from it. Its order is the order the resources and elements are listed in.
 */
export const CONTRACT_MODULES = [
  systemContract,
  doorContract,
  householdContract,
  deviceContract,
  accessContract,
  noticeContract,
  repairContract,
  feeContract,
  visitorContract,
  dashboardContract,
  equipmentContract,
  patrolContract,
  attendanceContract,
] as const;

JOB_HANDLER_OPTIONS.push(...CONTRACT_MODULES.flatMap((module): readonly EnumOption[] => ('jobs' in module ? module.jobs : [])));

/** Each module's operation-log vocabulary, in the modules' order. */
const OP_LOG_DECLS: readonly OpLogDecl[] = CONTRACT_MODULES.map((module): OpLogDecl => ('opLog' in module ? module.opLog : {}));
// The op-log's action and resource-code lists: the platform's, then the verbs and codes the modules declare.
withDeclared(
  OP_ACTION_CODES,
  OP_LOG_DECLS.map((decl) => decl.actions ?? []),
);
withDeclared(
  OP_OTHER_RESOURCE_CODES,
  OP_LOG_DECLS.map((decl) => decl.resources ?? []),
);

/**
 * The name of every job handler (JOB_HANDLER_OPTIONS): the platform's and the modules'. The API's registry is typed
 * by it: a handler whose name no manifest declares, or a declared name without its handler, does not compile.
 */
export type JobHandlerName = PlatformJobHandlerName | ModuleJobName<(typeof CONTRACT_MODULES)[number]>;

/** The modules' names: the API's and the console's module lists are checked against it. */
export const CONTRACT_MODULE_NAMES: readonly string[] = CONTRACT_MODULES.map((module) => module.name);

/**
 * Every declared resource, module by module: the API registers them, the console builds their screens. A new
 * resource is listed once, in its module's manifest.
 */
export const RESOURCES: readonly ResourceDecl[] = CONTRACT_MODULES.flatMap((module) => module.resources);

/** The bespoke screens' uses of resources' lookups, module by module. */
const LOOKUP_USES: readonly LookupUse[] = CONTRACT_MODULES.flatMap((module): readonly LookupUse[] =>
  'lookupUses' in module ? (module.lookupUses as readonly LookupUse[]) : [],
);

/** The elements that open a declared resource's lookup (its pickers' read; resource/lookup.ts). */
export function lookupAccess(decl: ResourceDecl): string[] {
  return lookupElements(RESOURCES, decl, LOOKUP_USES);
}

const ACTION_LABELS: Record<Action, { zh: string; en: string }> = {
  view: { zh: '查看', en: 'View' },
  add: { zh: '新增', en: 'Add' },
  edit: { zh: '编辑', en: 'Edit' },
  delete: { zh: '删除', en: 'Delete' },
  export: { zh: '导出', en: 'Export' },
  import: { zh: '导入', en: 'Import' },
};

/** Elements beside the generic actions (bespoke endpoints of the resources above). */
const EXTRA_ELEMENTS: readonly ElementDecl[] = CONTRACT_MODULES.flatMap((module) => module.elements);

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
