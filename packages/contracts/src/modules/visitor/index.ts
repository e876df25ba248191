import type { ContractModule } from '../contract-module.js';
import { VISITOR_CODES } from './codes.js';
import { VISITOR_MENUS } from './menus.js';
import { visitorResource, visitorWatchlistEventResource, visitorWatchlistResource, visitRecordResource } from './visit.js';
import { VISIT_ELEMENTS } from './workflow.js';

export * from './options.js';
export * from './workflow.js';
export * from './endpoints.js';
export { visitorResource, visitorWatchlistEventResource, visitorWatchlistResource, visitRecordResource };

/** Visitors (/visitorManager): appointments and visits, visit records, the watchlist and its events. */
export const visitorContract = {
  name: 'visitor',
  resources: [visitorResource, visitRecordResource, visitorWatchlistResource, visitorWatchlistEventResource],
  elements: Object.values(VISIT_ELEMENTS),
  codes: VISITOR_CODES,
  menus: VISITOR_MENUS,
  jobs: [{ value: 'expireAppointments', zh: '访客预约过期', en: 'Expire visitor appointments' }] as const,
  opLog: {
    actions: [
      { value: 'approve', zh: '同意', en: 'Approve' },
      { value: 'reject', zh: '拒绝', en: 'Reject' },
      { value: 'cancel', zh: '取消', en: 'Cancel' },
      { value: 'arrive', zh: '到访', en: 'Arrive' },
      { value: 'signOut', zh: '签离', en: 'Sign out' },
      { value: 'siteRegister', zh: '现场登记', en: 'Register on site' },
    ],
  },
} satisfies ContractModule;
