import { equipmentFailureResource, equipmentResource, maintainPlanResource, type ResourceDecl } from '@cvap/contracts';
import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const page = screensIn(() => import('./pages.js'));
const list = screensIn(() => import('./ListPages.js'));
/** An inline page showing its resource's declared screen (the list with its add, edit and detail dialogs). */
const declared =
  (decl: ResourceDecl): ScreenModule =>
  () =>
    import('../../resource/DeclaredScreen.js').then(({ declaredScreen }) => ({ default: declaredScreen(decl) }));

/**
 * The equipment screens by catalogue path. The type tree, the plans, the records' and the failures' lists are
 * their declarations (generic screens); the ledger's list adds its QR labels (an A4 PDF); the ledger's and failures' add, edit and detail pages open the
 * same declared screen; a record's fill-in form, a failure's steps and the overview (ECharts) are bespoke.
 */
export const EQUIPMENT_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/equipmentManager/equipmentRecord': list('EquipmentRecordPage'),
  '/equipmentManager/equipmentAdd': declared(equipmentResource),
  '/equipmentManager/equipmentEdit': declared(equipmentResource),
  '/equipmentManager/equipmentDetail': declared(equipmentResource),
  '/equipmentManager/maintainPlanDetail': declared(maintainPlanResource),
  '/equipmentManager/maintainRecordAdd': page('RecordPage'),
  '/equipmentManager/maintainRecordDetail': page('RecordPage'),
  '/equipmentManager/equipmentFailureAdd': declared(equipmentFailureResource),
  '/equipmentManager/equipmentFailureEdit': declared(equipmentFailureResource),
  '/equipmentManager/equipmentFailureDetail': page('FailurePage'),
  '/equipmentManager/equipmentState': () => import('./StatePage.js'),
};
