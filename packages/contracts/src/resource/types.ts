/**
 * A resource is declared once (fields, labels, validation, list/search/form roles, permissions, scope) and the
 * API routes, request validation, permission checks, screens and i18n labels are all derived from it.
 */
export interface Label {
  zh: string;
  en: string;
}

export type FieldKind =
  | 'id'
  | 'text'
  | 'textarea'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'enum'
  | 'dict'
  | 'date'
  | 'datetime'
  | 'phone'
  | 'email'
  | 'idCard'
  | 'password'
  | 'reference'
  | 'image'
  | 'file'
  | 'json';

/** How a search field filters: equality, contains (LIKE with wildcards escaped), one of, or a range. */
export type SearchOp = 'eq' | 'like' | 'in' | 'range';

export interface EnumOption {
  value: string | number;
  zh: string;
  en: string;
  /** antd tag colour for list display. */
  color?: string;
}

/** The values of an option list declared `as const`, as the non-empty tuple a zod enum takes: one list, no copy. */
export function optionValues<const T extends readonly [{ value: string }, ...{ value: string }[]]>(
  options: T,
): [T[number]['value'], ...T[number]['value'][]] {
  return options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];
}

export interface FieldDecl {
  kind: FieldKind;
  label: Label;
  required?: boolean;
  /** Text length limit; default 20 for text (spec section 5), 500 for textarea, 2 000 for json (serialized). */
  maxLength?: number;
  min?: number;
  max?: number;
  /** Decimal places kept for decimal fields. */
  scale?: number;
  options?: readonly EnumOption[];
  /**
   * A text field holding codes (an operation's resource and action, a job group): each known code is shown in
   * lists, details and exports by its label in the user's language (codeLabel), any other value as it is.
   * `resource`: the codes are resource names (RESOURCES), labelled by their declarations.
   */
  codes?: readonly EnumOption[] | 'resource';
  /** A file field's upload bizType (BIZ_TYPE), which decides the kinds of file accepted; default GENERAL. */
  bizType?: string;
  /** Dictionary code feeding a `dict` field (POST /api/admin/public/dict/combo). */
  dict?: string;
  /**
   * A date or date-time that may not lie before today (China time): the picker offers no past day, and the
   * resource's hooks refuse one (a field check of its own module's code).
   */
  fromToday?: boolean;
  /**
   * Another resource this field points at; `tree` shows a tree selector. `sameResidential`: the choices are the
   * records of the community the form's `residentialId` names (a dependent list; the server checks it too).
   * `fills`: picking a record copies its fields into the form (form field → the record's field).
   */
  ref?: {
    resource: string;
    tree?: boolean;
    leafOnly?: boolean;
    sameResidential?: boolean;
    fills?: Readonly<Record<string, string>>;
    /**
     * Only records whose fields hold these values may be picked (reviewed staff): the picker's lookup offers no
     * other, and a write naming another is refused.
     */
    only?: Readonly<Record<string, string | number | boolean>>;
    /**
     * Only users granted this element (the work the field assigns: a patrol plan's staff must open 巡更任务) and
     * linked to the record's community may be picked; enforced on the lookup and on the write alike.
     */
    holding?: string;
  };
  /** Several values (enum, dict or reference). */
  multiple?: boolean;
  /** Shown as a table column. */
  list?: boolean;
  /** May be sorted on (the sort allowlist). */
  sortable?: boolean;
  search?: SearchOp;
  /**
   * Form role: `edit` (create and update, the default), `create` (set once, then read-only), `readonly` (shown,
   * never written by the client), `hidden` (neither shown nor written).
   */
  form?: 'edit' | 'create' | 'readonly' | 'hidden';
  /**
   * The value a new record starts with: the add form shows it, and a create that leaves the field out gets it.
   * A required field with a default may be left out of an update (it stays as stored), never cleared.
   */
  default?: string | number | boolean;
  /** Write-only: accepted on create/update, never returned, masked in the operation log. */
  secret?: boolean;
  unique?: boolean;
  placeholder?: Label;
  /** For the table: column width in px. */
  width?: number;
  /**
   * Not a column of the resource's table: the server's hooks read and write it (e.g. a user's role ids kept
   * in a link table). The generic code never selects or writes it.
   */
  virtual?: boolean;
}

export type Action = 'view' | 'add' | 'edit' | 'delete' | 'export' | 'import';

/**
 * Which acting scope a resource lives in: only the head office (system administration), per community
 * (rows carry the community; the acting community filters them), or both (rows may belong to the head office
 * or a community).
 */
export type ResourceScope = 'headOffice' | 'community' | 'both';

/**
 * The generic operations of a resource (its list page, its record, the writes, its tree, the spreadsheet export,
 * import and import template, the pickers' lookup), each of which a declaration may move to the spec's own path.
 */
export type Operation = 'page' | 'get' | 'create' | 'update' | 'delete' | 'tree' | 'export' | 'import' | 'template' | 'lookup';

/**
 * A route override: method and path. An `update` path without `{id}` takes the id from the body (the spec's
 * `PUT /api/admin/user/update`).
 */
export interface RouteOverride {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

export interface ResourceDecl<F extends Record<string, FieldDecl> = Record<string, FieldDecl>> {
  /** camelCase singular, e.g. `deviceType`. */
  name: string;
  /** Permission prefix: codes are `${module}:${name}:${action}`. */
  module: string;
  /** The spec's API base path, e.g. `/api/property/deviceType`. */
  basePath: string;
  /** The menu entry (by code) whose screen lists the resource and whose grant tree holds its elements. */
  menu: string;
  label: Label;
  scope: ResourceScope;
  /**
   * A head-office catalogue every community of the tenant may read (pick from in its forms: device types,
   * manufacturers, models); only the head office writes it.
   */
  communityRead?: boolean;
  fields: F;
  actions: readonly Action[];
  /** The field naming a row in messages and pickers. */
  titleField: keyof F & string;
  /** What a picker shows beside the title to tell two records apart (a user's account, an equipment's code). */
  lookupHint?: keyof F & string;
  tree?: { parentField: keyof F & string };
  defaultSort?: { field: keyof F & string; order: 'asc' | 'desc' };
  /** A time-based list: this range field gets a default search range of the last N days. */
  defaultRange?: { field: keyof F & string; days: number };
  /** The spec's own paths where they differ from the convention (`{basePath}/query/page`, `{basePath}/{id}`, …: routeOf). */
  paths?: Partial<Record<Operation, RouteOverride>>;
}
