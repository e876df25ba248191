import { webModule } from '../../app/web-module.js';
import { SYSTEM_SCREENS } from './screens.js';

/** The console's part of system administration (its texts are the resource declarations'). */
export const systemFeature = webModule({
  name: 'system',
  screens: SYSTEM_SCREENS,
  texts: { zh_cn: {}, en: {} },
});
