import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

const page =
  (name: keyof typeof import('./pages.js')): ScreenModule =>
  () =>
    import('./pages.js').then((pages) => ({ default: pages[name] }));

/** The notice screens by catalogue path (one lazy chunk for all of them). */
export const NOTICE_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/noticeManager/index': page('NoticeListPage'),
  '/noticeManager/add': page('NoticeAddPage'),
  '/noticeManager/edit': page('NoticeEditPage'),
  '/noticeManager/detail': page('NoticeDetailPage'),
};
