import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function counts(username: string, companyId?: string): Promise<Record<string, number>> {
  const response = await call<{ type: string; total: number }[]>(t.app, 'GET', '/api/property/repairOrder/getRepairOrderCount', {
    token: await login(t.app, username),
    ...(companyId ? { companyId } : {}),
  });
  expect(response.status).toBe(200);
  return Object.fromEntries(response.data.map((c) => [c.type, c.total]));
}

// Demo seed (src/modules/repair/seed.ts): 1001 has 2 pending, 2 processing, 1 visiting, 1 checking, 1 completed,
// 1 closed; 1002 has 1 pending, 2 processing, 1 visiting, 1 completed; 1003 has 1 pending, 1 processing,
// 1 checking, 1 closed.
describe('GET /api/property/repairOrder/getRepairOrderCount', () => {
  it('counts one community for a community user, with "my" = her open reported orders', async () => {
    expect(await counts('lihua', '1001')).toEqual({ myRepair: 3, assignRepair: 2, repairProcess: 2, repairRevisit: 1, repairCheck: 1 });
  });

  it('counts only the acting community for a user of several', async () => {
    expect(await counts('wangqiang', '1001')).toEqual({ myRepair: 0, assignRepair: 2, repairProcess: 2, repairRevisit: 1, repairCheck: 1 });
    expect(await counts('wangqiang', '1002')).toEqual({ myRepair: 1, assignRepair: 1, repairProcess: 2, repairRevisit: 1, repairCheck: 0 });
  });

  it('counts the whole tenant for the head office, and one community when chosen', async () => {
    expect(await counts('admin')).toEqual({ myRepair: 0, assignRepair: 4, repairProcess: 5, repairRevisit: 2, repairCheck: 2 });
    expect(await counts('admin', '1003')).toEqual({ myRepair: 0, assignRepair: 1, repairProcess: 1, repairRevisit: 0, repairCheck: 1 });
  });
});
