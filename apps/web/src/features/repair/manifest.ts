import { webModule } from '../../app/web-module.js';
import { REPAIR_SCREENS } from './screens.js';
import { repairEn, repairZh } from './texts.js';

/** The console's part of repair work orders. */
export const repairFeature = webModule({
  name: 'repair',
  screens: REPAIR_SCREENS,
  texts: { zh_cn: { repair: repairZh }, en: { repair: repairEn } },
});
