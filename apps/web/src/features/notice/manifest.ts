import { webModule } from '../../app/web-module.js';
import { NOTICE_SCREENS } from './screens.js';
import { noticeEn, noticeZh } from './texts.js';

/** The console's part of notices. */
export const noticeFeature = webModule({
  name: 'notice',
  screens: NOTICE_SCREENS,
  texts: { zh_cn: { notice: noticeZh }, en: { notice: noticeEn } },
});
