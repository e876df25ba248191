import { QUARTZ_JOB_ELEMENTS } from './modules/system/quartz-job.js';

/**
 * Element (permission) codes, `module:resource:action`. Every API route declares one of these, or one of the
 * two access kinds below; a route that declares nothing is refused at start-up (deny by default).
 */
export const Access = {
  /** No login needed. */
  PUBLIC: 'public',
  /** Any logged-in user, whatever their grants. */
  AUTHENTICATED: 'authenticated',
} as const;

export interface ElementDecl {
  code: string;
  /** The menu entry (by code) the element belongs to, for the role-grant tree. */
  menu: string;
  zh: string;
  en: string;
}

export const Elements = {
  healthCheck: { code: 'sys:health:check', menu: 'dashboard:dashboard', zh: '系统自检', en: 'System self-check' },
  quartzJobRun: QUARTZ_JOB_ELEMENTS.run,
  quartzJobPause: QUARTZ_JOB_ELEMENTS.pause,
  quartzJobResume: QUARTZ_JOB_ELEMENTS.resume,
} as const satisfies Record<string, ElementDecl>;

export type ElementCode = (typeof Elements)[keyof typeof Elements]['code'];

export function allElementDecls(): ElementDecl[] {
  return Object.values(Elements);
}
