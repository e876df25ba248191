/** The notice pages, one lazy chunk (screens.ts names them by catalogue path). */
export { NoticeDetailPage } from './NoticeDetailPage.js';
export { NoticeAddPage, NoticeEditPage } from './NoticeFormPage.js';
export { NoticeListPage } from './NoticeListPage.js';
