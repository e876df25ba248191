import { webModule } from '../../app/web-module.js';
import { EQUIPMENT_SCREENS } from './screens.js';
import { equipmentEn, equipmentZh } from './texts.js';

/** The console's part of equipment: the ledger, maintenance, failures, the overview. */
export const equipmentFeature = webModule({
  name: 'equipment',
  screens: EQUIPMENT_SCREENS,
  texts: { zh_cn: { equipment: equipmentZh }, en: { equipment: equipmentEn } },
});
