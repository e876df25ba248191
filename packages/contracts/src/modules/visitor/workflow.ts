import type { ElementDecl } from '../../permissions.js';
import { optionValues, type EnumOption, type Label } from '../../resource/types.js';

/**
 * A visit's states and their transitions (docs/decisions/0020-visitors.md). The API enforces them, the console
 * shows only the allowed actions, the API tests walk the refused pairs.
 *
 *   appointment ─► pending ─approve─► approved ─arrive─► arrived ─signOut─► left
 *                    │  └─reject─► rejected   │  └─(day over)─► expired
 *                    └──cancel──► cancelled ◄─┘ cancel
 *   kiosk / guard registration ─► arrived
 * An approved or pending appointment whose expected day has passed becomes expired (the server, on reading).
 */
export const VISIT_STATUS_OPTIONS = [
  { value: 'pending', zh: '待审核', en: 'Awaiting approval', color: 'orange' },
  { value: 'approved', zh: '已同意', en: 'Approved', color: 'blue' },
  { value: 'rejected', zh: '已拒绝', en: 'Rejected', color: 'red' },
  { value: 'cancelled', zh: '已取消', en: 'Cancelled', color: 'default' },
  { value: 'expired', zh: '已过期', en: 'Expired', color: 'default' },
  { value: 'arrived', zh: '已到访', en: 'Arrived', color: 'green' },
  { value: 'left', zh: '已离开', en: 'Left', color: 'purple' },
] as const satisfies readonly EnumOption[];
export const VISIT_STATUSES = optionValues(VISIT_STATUS_OPTIONS);
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_ACTIONS = ['approve', 'reject', 'cancel', 'arrive', 'signOut'] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];

export interface VisitTransition {
  action: VisitAction;
  label: Label;
  from: readonly VisitStatus[];
  to: VisitStatus;
  /** The body must carry a reason (`reason`). */
  needsReason: boolean;
  element: ElementDecl;
  /** POST, the visit's id in the path. */
  path: string;
}

function element(code: string, menu: string, zh: string, en: string): ElementDecl {
  return { code: `property:${code}`, menu: `visitorManager:${menu}`, zh, en };
}

export const VISIT_ELEMENTS = {
  approve: element('visitor:approve', 'visitorMng', '审核预约', 'Approve or reject appointments'),
  cancel: element('visitor:cancel', 'visitorMng', '取消预约', 'Cancel appointments'),
  arrive: element('visitor:arrive', 'visitorMng', '到访登记', 'Mark visitors arrived'),
  signOut: element('visitRecord:signOut', 'visitorRecord', '签离', 'Sign visitors out'),
} as const satisfies Record<string, ElementDecl>;

const BASE = '/api/property/visitor';

export const VISIT_TRANSITIONS: Readonly<Record<VisitAction, VisitTransition>> = {
  approve: {
    action: 'approve',
    label: { zh: '同意', en: 'Approve' },
    from: ['pending'],
    to: 'approved',
    needsReason: false,
    element: VISIT_ELEMENTS.approve,
    path: `${BASE}/{id}/approve`,
  },
  reject: {
    action: 'reject',
    label: { zh: '拒绝', en: 'Reject' },
    from: ['pending'],
    to: 'rejected',
    needsReason: true,
    element: VISIT_ELEMENTS.approve,
    path: `${BASE}/{id}/reject`,
  },
  cancel: {
    action: 'cancel',
    label: { zh: '取消', en: 'Cancel' },
    from: ['pending', 'approved'],
    to: 'cancelled',
    needsReason: false,
    element: VISIT_ELEMENTS.cancel,
    path: `${BASE}/{id}/cancel`,
  },
  arrive: {
    action: 'arrive',
    label: { zh: '到访', en: 'Arrived' },
    from: ['approved'],
    to: 'arrived',
    needsReason: false,
    element: VISIT_ELEMENTS.arrive,
    path: `${BASE}/{id}/arrive`,
  },
  signOut: {
    action: 'signOut',
    label: { zh: '签离', en: 'Sign out' },
    from: ['arrived'],
    to: 'left',
    needsReason: false,
    element: VISIT_ELEMENTS.signOut,
    path: `${BASE}/{id}/signOut`,
  },
};

export function visitActionAllowedFrom(action: VisitAction, status: string): boolean {
  return (VISIT_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** The actions a caller holding `elements` may take on a visit in `status`. */
export function allowedVisitActions(status: string, elements: ReadonlySet<string>): VisitAction[] {
  return VISIT_ACTIONS.filter((action) => visitActionAllowedFrom(action, status) && elements.has(VISIT_TRANSITIONS[action].element.code));
}

/** Every (state, action) pair the machine refuses: the API tests walk this list. */
export function refusedVisitPairs(): { status: VisitStatus; action: VisitAction }[] {
  return VISIT_STATUSES.flatMap((status) =>
    VISIT_ACTIONS.filter((action) => !visitActionAllowedFrom(action, status)).map((action) => ({ status, action })),
  );
}
