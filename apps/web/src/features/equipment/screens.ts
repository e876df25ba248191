import { equipmentFailureResource, equipmentResource, maintainPlanResource, type ResourceDecl } from '@cvap/contracts';
import { screensIn, type ScreenModule } from '../../routes/screen-module.js';

const page = screensIn(() => import('./pages.js'));
const list = screensIn(() => import('./ListPages.js'));
const detail = screensIn(() => import('./DetailPage.js'));
/** An inline page showing its resource's declared screen (the list with its add, edit and detail dialogs). */
const declared =
  (decl: ResourceDecl): ScreenModule =>
  () =>
    import('../../resource/DeclaredScreen.js').then(({ declaredScreen }) => ({ default: declaredScreen(decl) }));

/**
 * The equipment screens by catalogue path. The type tree and the plans are their declarations (generic screens);
 * the ledger's, the records' and the failures' lists are theirs with links to their pages (the ledger's with its
 * QR labels, an A4 PDF); the ledger's add and edit and the failures' edit pages open the same declared screen, the
 * failures' add page the list with its add dialog open (filled in from the link: a record's 上报故障); the
 * equipment's detail, a record's fill-in form, a failure's steps and the overview (ECharts) are bespoke.
 */
export const EQUIPMENT_SCREENS: Readonly<Record<string, ScreenModule>> = {
  '/equipmentManager/equipmentRecord': list('EquipmentRecordPage'),
  '/equipmentManager/maintainRecord': list('MaintainRecordListPage'),
  '/equipmentManager/equipmentFailure': list('FailureListPage'),
  '/equipmentManager/equipmentAdd': declared(equipmentResource),
  '/equipmentManager/equipmentEdit': declared(equipmentResource),
  '/equipmentManager/equipmentDetail': detail('EquipmentDetailPage'),
  '/equipmentManager/maintainPlanDetail': declared(maintainPlanResource),
  '/equipmentManager/maintainRecordAdd': page('RecordPage'),
  '/equipmentManager/maintainRecordDetail': page('RecordPage'),
  '/equipmentManager/equipmentFailureAdd': list('FailureAddPage'),
  '/equipmentManager/equipmentFailureEdit': declared(equipmentFailureResource),
  '/equipmentManager/equipmentFailureDetail': page('FailurePage'),
  '/equipmentManager/equipmentState': () => import('./StatePage.js'),
};
