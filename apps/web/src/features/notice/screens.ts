import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const page = screensIn(() => import('./pages.js'));

/** The notice screens by catalogue path (one lazy chunk for all of them). */
export const NOTICE_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/noticeManager/index': page('NoticeListPage'),
  '/noticeManager/add': page('NoticeAddPage'),
  '/noticeManager/edit': page('NoticeEditPage'),
  '/noticeManager/detail': page('NoticeDetailPage'),
};
