import { webModule } from '../../app/web-module.js';
import { ACCESS_SCREENS } from './screens.js';
import { accessSyncEn, accessSyncZh, authExceptionEn, authExceptionZh, cardsEn, cardsZh } from './texts.js';

/** The console's part of the access module: door-access cards, the access-control sync, authorisation exceptions. */
export const accessFeature = webModule({
  name: 'access',
  screens: ACCESS_SCREENS,
  texts: {
    zh_cn: { accessSync: accessSyncZh, cards: cardsZh, authException: authExceptionZh },
    en: { accessSync: accessSyncEn, cards: cardsEn, authException: authExceptionEn },
  },
});
