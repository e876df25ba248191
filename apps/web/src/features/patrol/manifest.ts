import { webModule } from '../../app/web-module.js';
import { PATROL_SCREENS } from './screens.js';
import { patrolEn, patrolZh } from './texts.js';

/** The console's part of patrol inspection. */
export const patrolFeature = webModule({
  name: 'patrol',
  screens: PATROL_SCREENS,
  texts: { zh_cn: { patrol: patrolZh }, en: { patrol: patrolEn } },
});
