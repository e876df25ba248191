import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { residentials } from '../../../db/schema/index.js';
import { feeBillPushCampaigns } from '../bill-print/schema.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';

/** One reminder campaign per community at a time (decision 0036). */
let t: TestApp;
let admin: string;
let residential: number;

beforeAll(async () => {
  // A long gap between messages: the first campaign is still sending while the others are asked for.
  t = await startTestApp({ config: { feePushGapMs: 60_000 } });
  admin = await login(t.app, 'admin');
  const [row] = await t.database.db.orm.select({ id: residentials.id }).from(residentials).where(eq(residentials.companyId, '1001'));
  residential = row!.id;
});
afterAll(() => t?.close());

const start = (name: string, language?: 'en') =>
  call<{ id: number; status: number }>(t.app, 'POST', '/api/property/billPush/start', {
    token: admin,
    companyId: '1001',
    ...(language ? { language } : {}),
    body: { name, channel: 1 },
  });

describe('one reminder campaign per community at a time', () => {
  it('four starts sent at once make one campaign; the others are refused (409, zh and en), and a new one waits until it is stopped', async () => {
    const answers = await Promise.all([start('催缴一'), start('催缴二'), start('催缴三'), start('催缴四', 'en')]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) expect(answer).toMatchObject({ http: 409, status: 41065 });
    const campaigns = await t.database.db.orm
      .select({ id: feeBillPushCampaigns.id })
      .from(feeBillPushCampaigns)
      .where(eq(feeBillPushCampaigns.residentialId, residential));
    expect(campaigns).toHaveLength(1);

    expect(await start('再来一次')).toMatchObject({ http: 409, status: 41065, message: expect.stringContaining('推送任务') });
    expect(await start('Once more', 'en')).toMatchObject({ status: 41065, message: expect.stringContaining('already') });
    const id = answers.find((answer) => answer.status === 200)!.data.id;
    const stopped = await call<{ status: number }>(t.app, 'POST', `/api/property/billPush/${id}/stop`, { token: admin, companyId: '1001' });
    expect(stopped.data.status).toBe(3);
    expect((await start('停止之后')).status).toBe(200);
  });
});
