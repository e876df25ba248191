import type { Strings } from '../app/web-module.js';
import { accessFeature } from './access/manifest.js';
import { attendanceFeature } from './attendance/manifest.js';
import { dashboardFeature } from './dashboard/manifest.js';
import { deviceFeature } from './device/manifest.js';
import { doorFeature } from './door/manifest.js';
import { equipmentFeature } from './equipment/manifest.js';
import { feeFeature } from './fee/manifest.js';
import { householdFeature } from './household/manifest.js';
import { noticeFeature } from './notice/manifest.js';
import { patrolFeature } from './patrol/manifest.js';
import { repairFeature } from './repair/manifest.js';
import { systemFeature } from './system/manifest.js';
import { visitorFeature } from './visitor/manifest.js';

/**
 * Every business module's console part, one line each: the screen registry (routes/screen-registry.ts) and the
 * i18n resources (i18n/zh_cn.ts, en.ts) are built from it. The shell's own features (login, auth, help,
 * change-password, not-built, not-found) are not modules and are not listed.
 */
export const WEB_MODULES = [
  systemFeature,
  doorFeature,
  householdFeature,
  deviceFeature,
  accessFeature,
  noticeFeature,
  repairFeature,
  feeFeature,
  visitorFeature,
  dashboardFeature,
  equipmentFeature,
  patrolFeature,
  attendanceFeature,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
type ModuleTexts = UnionToIntersection<(typeof WEB_MODULES)[number]['texts']['zh_cn']>;

/** The modules' texts merged, by language (each module's top-level keys are its own). */
export const MODULE_TEXTS = {
  zh_cn: Object.assign({}, ...WEB_MODULES.map((module) => module.texts.zh_cn)) as ModuleTexts,
  en: Object.assign({}, ...WEB_MODULES.map((module) => module.texts.en)) as Strings<ModuleTexts>,
};
