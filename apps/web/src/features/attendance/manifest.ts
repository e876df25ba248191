import { webModule } from '../../app/web-module.js';
import { ATTENDANCE_SCREENS } from './screens.js';
import { attendanceEn, attendanceZh } from './texts.js';

/** The console's part of attendance. */
export const attendanceFeature = webModule({
  name: 'attendance',
  screens: ATTENDANCE_SCREENS,
  texts: { zh_cn: { attendance: attendanceZh }, en: { attendance: attendanceEn } },
});
