import { webModule } from '../../app/web-module.js';
import { KIOSK_SCREENS } from './kiosk/screens.js';
import { VISITOR_SCREENS } from './screens.js';
import { visitorEn, visitorZh } from './texts.js';
import { kioskEn, kioskZh } from './kiosk/texts.js';

/** The console's part of visitors: appointments, visits and the on-site registration kiosk. */
export const visitorFeature = webModule({
  name: 'visitor',
  screens: { ...VISITOR_SCREENS, ...KIOSK_SCREENS },
  texts: { zh_cn: { visitor: visitorZh, kiosk: kioskZh }, en: { visitor: visitorEn, kiosk: kioskEn } },
});
