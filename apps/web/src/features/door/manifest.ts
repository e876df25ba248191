import { webModule } from '../../app/web-module.js';
import { DOOR_SCREENS } from './screens.js';
import { apartmentEn, apartmentZh } from './texts.js';

/** The console's part of communities, buildings, houses, areas and companies, passage records. */
export const doorFeature = webModule({
  name: 'door',
  screens: DOOR_SCREENS,
  texts: { zh_cn: { house: apartmentZh }, en: { house: apartmentEn } },
});
