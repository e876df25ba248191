import { webModule } from '../../app/web-module.js';
import { HOUSEHOLD_SCREENS } from './screens.js';
import { householdEn, householdZh } from './texts.js';

/** The console's part of residents and staff, their registration and review. */
export const householdFeature = webModule({
  name: 'household',
  screens: HOUSEHOLD_SCREENS,
  texts: { zh_cn: { household: householdZh }, en: { household: householdEn } },
});
