import type { z } from 'zod';
import type { CodeDecl } from '../code-decl.js';
import type { EndpointDecl } from '../endpoint-decl.js';
import type { MenuDecl } from '../menu-decl.js';
import type { ElementDecl } from '../permissions.js';
import type { LookupUse } from '../resource/lookup.js';
import type { EnumOption, ResourceDecl } from '../resource/types.js';

/**
 * What a module declares for every tier, exported by its `index.ts` and listed once in CONTRACT_MODULES
 * (`modules/index.ts`): the central lists (RESOURCES, the elements, the response codes, the menu catalogue) are
 * built from these.
 */
export interface ContractModule {
  /** The module's folder name, the same in every tier (apps/api/src/modules/<name>, apps/web/src/features/<name>). */
  name: string;
  /** Its declared resources, in the order the API registers them. */
  resources: readonly ResourceDecl[];
  /** Its elements beside the generic ones of its resources' actions (bespoke endpoints, workflow transitions). */
  elements: readonly ElementDecl[];
  /** Its own response codes (the platform's are in `codes.ts`). */
  codes: Readonly<Record<string, CodeDecl>>;
  /** Its sections of the side menu. */
  menus: readonly MenuDecl[];
  /**
   * The job handlers its API module implements (ApiModule.jobs), as a scheduled job offers them (the quartzJob
   * declaration's `handler`). Declare them `as const`: the API's registry is typed by these names.
   */
  jobs?: readonly EnumOption[];
  /**
   * Numbers shown beside its side-menu entries (a menu's `countKey`): the endpoint (no input) answering `MenuCount[]`, for users
   * granted `element`. The console loads them with the layout and reloads them when a page of one of the module's
   * sections opens.
   */
  menuCounts?: { endpoint: EndpointDecl<undefined, undefined, undefined, z.ZodType<MenuCount[]>>; element: ElementDecl };
  /**
   * Its bespoke screens' pickers and filters over declared resources (a statement's building filter): the
   * resource's lookup is open to whoever holds one of the elements (declared forms and filters need no entry).
   */
  lookupUses?: readonly LookupUse[];
  /**
   * What its routes write to the operation log beyond the platform's own (OP_ACTION_CODES and OP_OTHER_RESOURCE_CODES
   * in system/options.ts: the engine's create, update, delete, import, export; login, uploads, ...): every other
   * `action` a route of its logs, and every `resource` code that is not a declared resource, with their labels. The
   * op-log screen's filters offer them; the API refuses at start-up a route that logs an action no one declares.
   * A verb several modules log is declared by each, with the same labels.
   */
  opLog?: OpLogDecl;
}

/** A module's operation-log vocabulary (ContractModule.opLog). */
export interface OpLogDecl {
  /** The actions (verbs) its routes log, by code. */
  actions?: readonly EnumOption[];
  /** The resource codes its routes log that are not declared resources. */
  resources?: readonly EnumOption[];
}

/** One number of a module's side-menu counts: `type` is a menu entry's countKey. */
export interface MenuCount {
  type: string;
  total: number;
}

/** The names of a module's job handlers (`never` for a module without jobs). */
export type ModuleJobName<M> = M extends { jobs: readonly { value: infer V extends string }[] } ? V : never;
