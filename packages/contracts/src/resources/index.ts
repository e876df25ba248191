import { permissionCode } from '../resource/derive.js';
import type { Action, FieldDecl, Label, ResourceDecl } from '../resource/types.js';
import type { ElementDecl } from '../permissions.js';
import { dictItemResource, dictTypeResource } from './system/dict.js';
import { departmentResource } from './system/department.js';
import { elementResource } from './system/element.js';
import { SYSTEM_ELEMENTS } from './system/endpoints.js';
import { i18nEntryResource } from './system/i18n-entry.js';
import { menuResource } from './system/menu.js';
import { opLogResource } from './system/op-log.js';
import { roleResource } from './system/role.js';
import { systemParamResource } from './system/system-param.js';
import { tenantResource } from './system/tenant.js';
import { USER_ELEMENTS, userResource } from './system/user.js';
import { whiteListResource } from './system/white-list.js';
import { fileTypeResource } from './system/file-type.js';
import { fileResource } from './system/file.js';
import { quartzJobResource } from './system/quartz-job.js';
import { quartzJobLogResource } from './system/quartz-job-log.js';
import { OP_OTHER_RESOURCE_CODES } from './system/options.js';
import {
  apartmentResource,
  buildingFloorResource,
  buildingResource,
  cardResource,
  companyResource,
  DOOR_ELEMENTS,
  openRecordResource,
  personResource,
  residentialResource,
  staffResource,
} from './door/index.js';

export * from './system/options.js';
export * from './system/endpoints.js';
export * from './door/index.js';
export { dictItemResource, dictTypeResource, departmentResource, elementResource, i18nEntryResource, menuResource, opLogResource, roleResource, systemParamResource, tenantResource, userResource, whiteListResource };
export { USER_ELEMENTS, USER_PATHS } from './system/user.js';

/** Every declared resource: the API registers them, the console builds their screens. */
export const RESOURCES: readonly ResourceDecl[] = [
  menuResource,
  elementResource,
  roleResource,
  userResource,
  departmentResource,
  dictTypeResource,
  dictItemResource,
  systemParamResource,
  tenantResource,
  whiteListResource,
  opLogResource,
  i18nEntryResource,
  fileTypeResource,
  fileResource,
  quartzJobResource,
  quartzJobLogResource,
  residentialResource,
  buildingResource,
  buildingFloorResource,
  apartmentResource,
  companyResource,
  personResource,
  staffResource,
  cardResource,
  openRecordResource,
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
const EXTRA_ELEMENTS: readonly ElementDecl[] = [...Object.values(USER_ELEMENTS), ...Object.values(SYSTEM_ELEMENTS), ...Object.values(DOOR_ELEMENTS)];

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
  if (field.codes === 'resource') return RESOURCES.find((decl) => decl.name === value)?.label ?? OP_OTHER_RESOURCE_CODES.find((code) => code.value === value);
  return field.codes.find((code) => code.value === value);
}
