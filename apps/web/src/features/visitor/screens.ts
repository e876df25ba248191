import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const page = screensIn(() => import('./pages.js'));

/** The visitor screens by catalogue path (one lazy chunk); the kiosk's are in kiosk/screens.ts. */
export const VISITOR_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/visitorManager/visitorMng': page('VisitorMngPage'),
  '/visitorManager/visitorRecord': page('VisitorRecordPage'),
};
