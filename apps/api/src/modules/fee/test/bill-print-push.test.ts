import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { inflateSync } from 'node:zlib';
import { residentials } from '../../../db/schema/index.js';
import { apartments } from '../../door/schema.js';
import { feeBillPushCampaigns, feeBillPushDeliveries, feeBillPushLines, feeBillTemplates } from '../bill-print/schema.js';
import { simulatedRefusal } from '../bill-print/services/push/channel.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { download, finishedTask } from '../../../../test/helpers/import-files.js';

/** Issue 26, printing and push: notices and reminders as one PDF, and reminder campaigns (decision 0036). */
let t: TestApp;
let admin: string;
let residential: number;
const as = (language?: 'en') => ({ token: admin, companyId: '1001', ...(language ? { language } : {}) });

beforeAll(async () => {
  // Campaigns wait between two messages, so a pause lands while they send.
  t = await startTestApp({ config: { feePushGapMs: 40 } });
  admin = await login(t.app, 'admin');
  const [row] = await t.database.db.orm.select({ id: residentials.id }).from(residentials).where(eq(residentials.companyId, '1001'));
  residential = row!.id;
});
afterAll(() => t?.close());

/** The PDF's pages and the text of each (the UTF-16 hex strings its content streams show). */
function readPdf(pdf: Buffer): { pages: number; text: string; images: { width: number; pixels: Buffer }[] } {
  const body = pdf.toString('latin1');
  const pages = (body.match(/\/Type \/Page /g) ?? []).length;
  const count = /\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(body);
  expect(Number.parseInt(count![1]!, 10)).toBe(pages);
  const text = [...body.matchAll(/<([0-9a-f]+)> Tj/g)].map(([, hex]) => Buffer.from(hex!, 'hex').swap16().toString('utf16le')).join('\n');
  const images = [
    ...body.matchAll(
      /\/Width (\d+) \/Height \d+ \/ColorSpace \/DeviceGray \/BitsPerComponent 8 \/Filter \/FlateDecode \/Length (\d+) >>\nstream\n/g,
    ),
  ].map((match) => {
    const start = match.index + match[0].length;
    return { width: Number.parseInt(match[1]!, 10), pixels: inflateSync(pdf.subarray(start, start + Number.parseInt(match[2]!, 10))) };
  });
  return { pages, text, images };
}

async function reminderTemplate(): Promise<number> {
  const [row] = await t.database.db.orm
    .select({ id: feeBillTemplates.id })
    .from(feeBillTemplates)
    .where(and(eq(feeBillTemplates.residentialId, residential), eq(feeBillTemplates.kind, 2)));
  return row!.id;
}

async function owingBuilding(): Promise<number> {
  const [row] = await t.database.db.orm
    .select({ buildingId: apartments.buildingId })
    .from(apartments)
    .where(eq(apartments.residentialId, residential))
    .orderBy(apartments.buildingId)
    .limit(1);
  return row!.buildingId!;
}

async function printed(body: Record<string, unknown>, language?: 'en') {
  const started = await call<{ taskId: string }>(t.app, 'POST', '/api/property/billPrint/print', { ...as(language), body });
  expect(started.status).toBe(200);
  const task = await finishedTask(t.app, admin, started.data.taskId);
  expect(task.status).toBe(200);
  return readPdf(await download(t.app, admin, task.result![0]!.value));
}

describe('bill printing', () => {
  it('prints a building as one PDF, a page per house, with each house, its lines, late fees named, and its total', async () => {
    const templateId = await reminderTemplate();
    const buildingId = await owingBuilding();
    const preview = await call<{ houseCount: number; notices: { address: string; total: string; payCode: string; qrText: string }[] }>(
      t.app,
      'POST',
      '/api/property/billPrint/preview',
      { ...as(), body: { templateId, buildingId } },
    );
    expect(preview.status).toBe(200);
    expect(preview.data.houseCount).toBeGreaterThan(1);
    const pdf = await printed({ templateId, buildingId });
    expect(pdf.pages).toBe(preview.data.houseCount);
    expect(pdf.text).toContain('物业费催缴通知单');
    for (const notice of preview.data.notices) {
      expect(pdf.text).toContain(notice.address);
      expect(pdf.text).toContain(`合计：¥${notice.total}`);
      expect(notice.qrText).toBe(`https://pay.example.com/h/${notice.payCode}`);
    }
    expect(pdf.images).toHaveLength(preview.data.houseCount);
  });

  it('prints picked houses in English, and a template edit shows in the next print', async () => {
    const templateId = await reminderTemplate();
    const apartmentRows = await t.database.db.orm
      .select({ id: apartments.id })
      .from(apartments)
      .where(eq(apartments.residentialId, residential))
      .orderBy(apartments.id)
      .limit(3);
    const apartmentIds = apartmentRows.map((h) => h.id);
    const edited = await call(t.app, 'PUT', `/api/property/billTemplate/${templateId}`, {
      ...as(),
      body: {
        name: '催缴单',
        kind: 2,
        title: '第二次催缴通知',
        companyName: '示例物业公司',
        showOwner: false,
        showQr: false,
        note: '请七日内缴清。',
      },
    });
    expect(edited.status).toBe(200);
    const pdf = await printed({ templateId, apartmentIds, onlyOwing: false }, 'en');
    expect(pdf.pages).toBe(3);
    expect(pdf.text).toContain('第二次催缴通知');
    expect(pdf.text).toContain('示例物业公司');
    expect(pdf.text).toContain('请七日内缴清。');
    expect(pdf.text).toContain('Total');
    expect(pdf.text).not.toContain('Owner');
    expect(pdf.images).toHaveLength(0);
  });

  it('refuses houses of another community (41063) and an empty selection (41062), in the language asked', async () => {
    const templateId = await reminderTemplate();
    const [other] = await t.database.db.orm
      .select({ id: apartments.id })
      .from(apartments)
      .where(sql`${apartments.residentialId} <> ${residential}`)
      .limit(1);
    const foreign = await call(t.app, 'POST', '/api/property/billPrint/print', {
      ...as(),
      body: { templateId, apartmentIds: [other!.id] },
    });
    expect(foreign).toMatchObject({ http: 422, status: 41063, message: `房屋 ${other!.id} 不存在或不属于模板所在社区` });
    const english = await call(t.app, 'POST', '/api/property/billPrint/preview', {
      ...as('en'),
      body: { templateId, apartmentIds: [other!.id] },
    });
    expect(english).toMatchObject({ status: 41063, message: `House ${other!.id} does not exist or is not in the template's community` });
    const seal = await call(t.app, 'PUT', `/api/property/billTemplate/${templateId}`, {
      ...as('en'),
      body: {
        name: '催缴单',
        kind: 2,
        title: '催缴',
        companyName: '示例物业公司',
        sealImage: 'upload/202601/0b7a3c1e-1111-4222-8333-444455556666.jpg',
      },
    });
    expect(seal).toMatchObject({ http: 422, status: 41064 });
  });
});

interface CampaignRow {
  id: number;
  status: number;
}

async function campaignStatus(id: number): Promise<number> {
  const [row] = await t.database.db.orm
    .select({ status: feeBillPushCampaigns.status })
    .from(feeBillPushCampaigns)
    .where(eq(feeBillPushCampaigns.id, id));
  return row!.status;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}

const control = (id: number, action: string, language?: 'en') =>
  call<CampaignRow>(t.app, 'POST', `/api/property/billPush/${id}/${action}`, { ...as(language) });

describe('reminder campaigns', () => {
  it('pauses, refuses a second pause (41060, zh and en), resumes to completion, each line sent once with failures recorded', async () => {
    const started = await call<CampaignRow>(t.app, 'POST', '/api/property/billPush/start', {
      ...as(),
      body: { name: '十一月催缴', channel: 1, buildingId: await owingBuilding() },
    });
    expect(started.status).toBe(200);
    expect(started.data.status).toBe(0);
    const id = started.data.id;
    const paused = await control(id, 'pause');
    expect(paused.data.status).toBe(2);
    expect(await control(id, 'pause')).toMatchObject({ http: 409, status: 41060, message: '推送任务当前为“已暂停”，不能暂停' });
    expect(await control(id, 'pause', 'en')).toMatchObject({ status: 41060, message: 'The campaign is "Paused" and cannot be paused' });
    expect((await control(id, 'resume')).data.status).toBe(0);
    await until(async () => (await campaignStatus(id)) === 1);
    expect(await control(id, 'stop')).toMatchObject({ status: 41060, message: '推送任务当前为“已完成”，不能终止' });
    expect(await control(id, 'resume')).toMatchObject({ status: 41060 });

    const lines = await call<{ id: number; state: number; phone: string | null; error: string | null }[]>(
      t.app,
      'GET',
      `/api/property/billPush/${id}/lines`,
      as(),
    );
    expect(lines.data.length).toBeGreaterThan(1);
    for (const line of lines.data) {
      const refusal = simulatedRefusal({ channel: 1, phone: line.phone });
      expect(line.state).toBe(refusal ? 2 : 1);
      if (refusal) expect(line.error).toBeTruthy();
    }
    const deliveries = await t.database.db.orm
      .select({ key: feeBillPushDeliveries.idempotencyKey })
      .from(feeBillPushDeliveries)
      .where(sql`${feeBillPushDeliveries.idempotencyKey} like ${`bill-push:${id}:%`}`);
    expect(deliveries).toHaveLength(lines.data.length);
    const [counts] = await t.database.db.orm.select().from(feeBillPushCampaigns).where(eq(feeBillPushCampaigns.id, id));
    expect(counts!.sentCount + counts!.failedCount).toBe(lines.data.length);
    expect(counts!.failedCount).toBe(lines.data.filter((line) => line.state === 2).length);
  }, 90_000);

  it('stops a campaign: waiting lines are not sent, and a resume after the stop is refused (41060)', async () => {
    const started = await call<CampaignRow>(t.app, 'POST', '/api/property/billPush/start', {
      ...as(),
      body: { name: '微信催缴', channel: 2, buildingId: await owingBuilding() },
    });
    const id = started.data.id;
    const stopped = await control(id, 'stop');
    expect(stopped.data.status).toBe(3);
    expect(await control(id, 'resume', 'en')).toMatchObject({
      http: 409,
      status: 41060,
      message: 'The campaign is "Stopped" and cannot be resumed',
    });
    await until(async () => {
      const [left] = await t.database.db.orm
        .select({ n: sql<number>`count(*)::int` })
        .from(feeBillPushLines)
        .where(and(eq(feeBillPushLines.campaignId, id), eq(feeBillPushLines.state, 4)));
      return left!.n === 0;
    });
    const lines = await t.database.db.orm.select().from(feeBillPushLines).where(eq(feeBillPushLines.campaignId, id));
    const notSent = lines.filter((line) => line.state === 3);
    expect(notSent.length).toBeGreaterThan(0);
    const delivered = await t.database.db.orm
      .select({ key: feeBillPushDeliveries.idempotencyKey })
      .from(feeBillPushDeliveries)
      .where(sql`${feeBillPushDeliveries.idempotencyKey} like ${`bill-push:${id}:%`}`);
    expect(delivered.length).toBe(lines.length - notSent.length);
  });

  it('refuses a campaign nobody owes for (41061)', async () => {
    const refused = await call(t.app, 'POST', '/api/property/billPush/start', {
      ...as(),
      body: { name: '无', channel: 1, minMonths: 1200 },
    });
    expect(refused).toMatchObject({ http: 422, status: 41061 });
  });

  it('after a restart sends on where the stopped process left off, and a line handed over before the crash is not sent twice', async () => {
    const started = await call<CampaignRow>(t.app, 'POST', '/api/property/billPush/start', {
      ...as(),
      body: { name: '重启续发', channel: 3, buildingId: await owingBuilding() },
    });
    const id = started.data.id;
    await control(id, 'pause');
    await until(async () => {
      const [sending] = await t.database.db.orm
        .select({ n: sql<number>`count(*)::int` })
        .from(feeBillPushLines)
        .where(and(eq(feeBillPushLines.campaignId, id), eq(feeBillPushLines.state, 4)));
      return sending!.n === 0;
    });
    // As a process that died would leave it: pushing, one line handed over and delivered but not yet answered.
    const [waiting] = await t.database.db.orm
      .select()
      .from(feeBillPushLines)
      .where(and(eq(feeBillPushLines.campaignId, id), eq(feeBillPushLines.state, 0)))
      .orderBy(feeBillPushLines.id)
      .limit(1);
    const key = `bill-push:${id}:${waiting!.id}`;
    await t.database.db.orm.update(feeBillPushLines).set({ state: 4 }).where(eq(feeBillPushLines.id, waiting!.id));
    await t.database.db.orm
      .insert(feeBillPushDeliveries)
      .values({ idempotencyKey: key, channel: 3, recipient: null, body: 'before the crash', outcome: 1 });
    await t.database.db.orm.update(feeBillPushCampaigns).set({ status: 0 }).where(eq(feeBillPushCampaigns.id, id));

    const restarted = await startTestApp({ database: t.database, config: { feePushGapMs: 0 } });
    try {
      await restarted.app.ready();
      await until(async () => (await campaignStatus(id)) === 1);
    } finally {
      await restarted.close();
    }
    const lines = await t.database.db.orm.select().from(feeBillPushLines).where(eq(feeBillPushLines.campaignId, id));
    expect(lines.every((line) => line.state === 1)).toBe(true);
    const [again] = await t.database.db.orm.select().from(feeBillPushDeliveries).where(eq(feeBillPushDeliveries.idempotencyKey, key));
    expect(again!.body).toBe('before the crash');
    const [counts] = await t.database.db.orm.select().from(feeBillPushCampaigns).where(eq(feeBillPushCampaigns.id, id));
    expect(counts!.sentCount).toBe(lines.length);
  }, 90_000);
});
