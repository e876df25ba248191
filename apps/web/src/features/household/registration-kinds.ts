import { DOOR_ELEMENTS, HouseholdEndpoints, personResource, staffResource } from '@cvap/contracts';
import type { AnyResourceDecl } from '../../resource/decl.js';

/** The two kinds of registration the household screens handle: residents (person) and property staff. */
export type RegistrationKind = 'person' | 'staff';

export interface KindConfig {
  kind: RegistrationKind;
  decl: AnyResourceDecl;
  /** The list screen (menu entry) the kind belongs to. */
  listPath: string;
  /** The inline detail page. */
  detailPath: string;
  review: typeof HouseholdEndpoints.personReview;
  reviewElement: string;
}

export const HouseholdPaths = {
  personList: '/householdManager/householdReg',
  staffList: '/householdManager/propertyReg',
  examine: '/householdManager/householdExamine',
  add: '/householdManager/add',
  edit: '/householdManager/edit',
  detail: '/householdManager/detail',
  detail2: '/householdManager/detail2',
} as const;

export const KINDS: Readonly<Record<RegistrationKind, KindConfig>> = {
  person: {
    kind: 'person',
    decl: personResource,
    listPath: HouseholdPaths.personList,
    detailPath: HouseholdPaths.detail,
    review: HouseholdEndpoints.personReview,
    reviewElement: DOOR_ELEMENTS.personReview.code,
  },
  staff: {
    kind: 'staff',
    decl: staffResource,
    listPath: HouseholdPaths.staffList,
    detailPath: HouseholdPaths.detail2,
    review: HouseholdEndpoints.staffReview,
    reviewElement: DOOR_ELEMENTS.staffReview.code,
  },
};

/** `?type=staff` selects the property staff form on the shared add/edit pages; anything else is a resident. */
export function kindOfQuery(search: string): RegistrationKind {
  return new URLSearchParams(search).get('type') === 'staff' ? 'staff' : 'person';
}

/**
 * The URL of an inline page for a kind. The add and edit pages are catalogued under resident registration;
 * opened for staff (`type=staff`) they name the property staff list as their menu (`menu=`), so the shell
 * highlights it and the guard checks it. A page opened from another screen (the review) names that one.
 */
export function inlineUrl(page: 'add' | 'edit' | 'detail', kind: RegistrationKind, id?: number, fromMenu?: string): string {
  const params = new URLSearchParams();
  if (kind === 'staff' && page !== 'detail') params.set('type', 'staff');
  if (id !== undefined) params.set('id', String(id));
  const path = page === 'add' ? HouseholdPaths.add : page === 'edit' ? HouseholdPaths.edit : KINDS[kind].detailPath;
  const catalogueParent = page === 'detail' ? KINDS[kind].listPath : HouseholdPaths.personList;
  const menu = fromMenu ?? KINDS[kind].listPath;
  if (menu !== catalogueParent) params.set('menu', menu);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The id of an edit or detail page (`?id=`), or null when missing or not a positive integer. */
export function idOfQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
