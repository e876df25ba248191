import { BILL_PRINT_ELEMENTS, billPushResource, billTemplateResource, FeeBillPrintEndpoints, type Language } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoute, recordGeneratedFile, serviceContext, type ServiceContext } from '../../../../engine/index.js';
import { planBillPrint, previewBills, writeBillPdf } from '../services/print.js';
import {
  campaignLines,
  campaignRow,
  controlCampaign,
  recordCampaignTask,
  startCampaign,
  visibleCampaign,
} from '../services/push/campaigns.js';
import { SimulatedChannel } from '../services/push/channel.js';
import { PUSH_TEXT } from '../services/push/push-texts.js';
import { claimCampaign, orphanCampaigns, runCampaign } from '../services/push/run-campaign.js';

const PRINT_TEXT = {
  zh_cn: {
    title: (name: string) => `打印：${name}`,
    progress: (d: number, n: number) => `已生成 ${d}/${n} 户`,
    done: (n: number, p: number) => `已生成 ${n} 户，共 ${p} 页`,
    file: 'PDF 文件',
  },
  en: {
    title: (name: string) => `Print: ${name}`,
    progress: (d: number, n: number) => `${d}/${n} houses done`,
    done: (n: number, p: number) => `${n} houses, ${p} pages`,
    file: 'PDF file',
  },
} as const;

/** Printing notices and reminders as one PDF (a background task), and reminder campaigns sent through a channel. */
export async function billPrintRoutes(app: FastifyInstance): Promise<void> {
  const channel = new SimulatedChannel(app.db.orm);

  /** Sends a campaign as a background task of its owner (progress pushed), unless this process already sends it. */
  async function send(owner: { userId: number; language: Language }, campaign: { id: number; name: string }): Promise<string | null> {
    if (!claimCampaign(campaign.id)) return null;
    const text = PUSH_TEXT[owner.language];
    const task = await app.tasks.start(
      { ...owner, type: 'billPush', source: billPushResource.menu, title: text.title(campaign.name) },
      async (context) => {
        const end = await runCampaign(app.db.orm, campaign.id, channel, {
          signal: context.signal,
          language: owner.language,
          gapMs: app.config.feePushGapMs,
          progress: (p, m) => context.progress(p, m),
        });
        return { message: text.ended[end], result: null };
      },
    );
    return task.id;
  }

  // A campaign still "pushing" when the API starts was being sent by a process that stopped: send on.
  app.addHook('onReady', async () => {
    try {
      for (const orphan of await orphanCampaigns(app.db.orm))
        if (orphan.createdBy) await send({ userId: orphan.createdBy, language: 'zh_cn' }, orphan);
    } catch (error) {
      app.log.error({ err: error }, 'bill push: resuming campaigns failed');
    }
  });

  endpointRoute(app, FeeBillPrintEndpoints.preview, async (request) => previewBills(serviceContext(request), request.body));

  endpointRoute(app, FeeBillPrintEndpoints.print, async (request) => {
    const ctx = serviceContext(request);
    const plan = await planBillPrint(ctx, request.body);
    const text = PRINT_TEXT[ctx.language];
    const owner = { tenantId: ctx.user.tenantId, residentialId: plan.template.residentialId, uploaderId: ctx.user.id };
    const task = await app.tasks.start(
      {
        userId: ctx.user.id,
        language: ctx.language,
        type: 'billPrint',
        source: billTemplateResource.menu,
        title: text.title(plan.template.name),
      },
      async (context) => {
        let pages = 0;
        const path = await recordGeneratedFile(
          app.db.orm,
          app.files,
          owner,
          {
            area: 'export',
            extension: 'pdf',
            originalName: plan.fileName,
            bizType: 'billPrint',
            accessElement: BILL_PRINT_ELEMENTS.print.code,
          },
          async (destination) => {
            pages = await writeBillPdf(app.db.orm, app.files, plan, destination, {
              signal: context.signal,
              progress: (done, total) => context.progress((95 * done) / total, text.progress(done, total)),
            });
          },
        );
        return { message: text.done(plan.houses.length, pages), result: [{ label: text.file, value: path, ok: true }] };
      },
    );
    request.opLogNote = { recordId: String(plan.template.id) };
    return { taskId: task.id };
  });

  endpointRoute(app, FeeBillPrintEndpoints.pushStart, async (request) => {
    const ctx: ServiceContext = serviceContext(request);
    const campaign = await startCampaign(ctx, request.body);
    request.opLogNote = { recordId: String(campaign.id) };
    const taskId = await send({ userId: ctx.user.id, language: ctx.language }, campaign);
    if (taskId) await recordCampaignTask(ctx, campaign.id, taskId);
    return campaignRow(ctx, { ...campaign, taskId });
  });

  for (const action of ['pause', 'resume', 'stop'] as const) {
    endpointRoute(app, FeeBillPrintEndpoints[action], async (request) => {
      const ctx = serviceContext(request);
      const campaign = await visibleCampaign(ctx, request.params.campaignId);
      request.opLogNote = { recordId: String(campaign.id) };
      const changed = await controlCampaign(ctx, campaign, action);
      if (action !== 'resume') return campaignRow(ctx, changed);
      const taskId = await send({ userId: ctx.user.id, language: ctx.language }, changed);
      if (taskId) await recordCampaignTask(ctx, changed.id, taskId);
      return campaignRow(ctx, { ...changed, taskId: taskId ?? changed.taskId });
    });
  }

  endpointRoute(app, FeeBillPrintEndpoints.pushLines, async (request) => {
    const ctx = serviceContext(request);
    return campaignLines(ctx, await visibleCampaign(ctx, request.params.campaignId));
  });
}
