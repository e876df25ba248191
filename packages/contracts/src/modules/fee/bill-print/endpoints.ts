import { z } from 'zod';
import { endpoint } from '../../../endpoint-decl.js';
import { permissionCode, rowSchema } from '../../../resource/derive.js';
import {
  BILL_PRINT_ELEMENTS,
  BillPreviewSchema,
  BillPushLineSchema,
  BillPushStartSchema,
  billPushResource,
  BillSelectionSchema,
  billTemplateResource,
  type BillPushAction,
} from './bill-print.js';

const CampaignParams = z.object({ campaignId: z.coerce.number().int().positive().max(2_147_483_647) });
const campaignRow = rowSchema(billPushResource);

/** Pause, resume or stop a reminder campaign: each answers the campaign's row as it stands after. */
function pushControl<A extends BillPushAction>(action: A) {
  return endpoint({
    id: `billPush.${action}`,
    method: 'POST',
    path: `/api/property/billPush/{campaignId}/${action}`,
    tag: billPushResource.name,
    summary: `${action} a reminder campaign`,
    access: BILL_PRINT_ELEMENTS.pushControl.code,
    params: CampaignParams,
    answer: campaignRow,
    opLog: { resource: 'billPush', action: action === 'stop' ? 'terminate' : action },
  });
}

/** Printing notices and reminders as one PDF (a background task), and reminder campaigns sent through a channel. */
export const FeeBillPrintEndpoints = {
  /** The notices a selection gives, as data (the browser's preview): at most BILL_PREVIEW_LIMIT houses. */
  preview: endpoint({
    id: 'billTemplate.preview',
    method: 'POST',
    path: '/api/property/billPrint/preview',
    tag: billTemplateResource.name,
    summary: 'The houses a selection prints and the first notices, as data (the browser shows them before printing)',
    access: permissionCode(billTemplateResource, 'view'),
    body: BillSelectionSchema,
    answer: BillPreviewSchema,
  }),
  /** Starts the PDF of a selection as a background task ({taskId}); its result is the file's download path. */
  print: endpoint({
    id: 'billTemplate.print',
    method: 'POST',
    path: '/api/property/billPrint/print',
    tag: billTemplateResource.name,
    summary: "Starts one A4 PDF of the selection's notices (a house a page) as a background task; its result is the file",
    access: BILL_PRINT_ELEMENTS.print.code,
    body: BillSelectionSchema,
    answer: z.object({ taskId: z.string() }),
    opLog: { resource: 'billTemplate', action: 'export' },
  }),
  pushStart: endpoint({
    id: 'billPush.start',
    method: 'POST',
    path: '/api/property/billPush/start',
    tag: billPushResource.name,
    summary: 'Starts a reminder campaign to the houses of a community that owe (one line each), sent in the background',
    access: BILL_PRINT_ELEMENTS.pushStart.code,
    body: BillPushStartSchema,
    answer: campaignRow,
    opLog: { resource: 'billPush', action: 'start' },
  }),
  pause: pushControl('pause'),
  resume: pushControl('resume'),
  stop: pushControl('stop'),
  pushLines: endpoint({
    id: 'billPush.lines',
    method: 'GET',
    path: '/api/property/billPush/{campaignId}/lines',
    tag: billPushResource.name,
    summary: "A campaign's lines: owner, house, amount owed, channel, state and the channel's refusal",
    access: permissionCode(billPushResource, 'view'),
    params: CampaignParams,
    answer: z.array(BillPushLineSchema),
  }),
} as const;
