import { webModule } from '../../app/web-module.js';
import { DEVICE_SCREENS } from './screens.js';
import { deviceEn, deviceZh } from './texts.js';

/** The console's part of door-access devices. */
export const deviceFeature = webModule({
  name: 'device',
  screens: DEVICE_SCREENS,
  texts: { zh_cn: { device: deviceZh }, en: { device: deviceEn } },
});
