import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

const page =
  (name: keyof typeof import('./pages.js')): ScreenModule =>
  () =>
    import('./pages.js').then((pages) => ({ default: pages[name] }));

/** The visitor screens by catalogue path (one lazy chunk); the kiosk's siteRegister is its own feature. */
export const VISITOR_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/visitorManager/visitorMng': page('VisitorMngPage'),
  '/visitorManager/visitorRecord': page('VisitorRecordPage'),
};
