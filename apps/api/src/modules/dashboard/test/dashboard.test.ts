import { DOOR_GATEWAY_PATHS, DOOR_GATEWAY_TOKEN_HEADER, type DashboardOverview } from '@cvap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { SIM_GATEWAY_TOKEN } from '../../../../test/helpers/door-sim.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const OVERVIEW = '/api/dashboard/overview';
const rows = async <T>(statement: string): Promise<T[]> => ((await t.database.db.orm.execute(statement)) as unknown as { rows: T[] }).rows;

async function overview(username: string, companyId?: string, language: 'zh-CN' | 'en' = 'zh-CN') {
  return call<DashboardOverview>(t.app, 'GET', OVERVIEW, {
    token: await login(t.app, username),
    language,
    ...(companyId ? { companyId } : {}),
  });
}

const residentialId = async (companyId: string) =>
  (await rows<{ id: number }>(`select id from residentials where company_id = '${companyId}'`))[0]!.id;
/** The scope condition of the oracle statements: one community, or all of them (the demo has one tenant). */
const where = (residentialId: number | null) => (residentialId === null ? 'true' : `residential_id = ${residentialId}`);

/** What the records say, counted the plain way (scans), to compare the dashboard's index and rollup answers with. */
async function expected(residentialId: number | null) {
  const devices = await rows<{ online: number; offline: number; unknown: number; abnormal: number; total: number }>(`
    select count(*) filter (where s = 'online')::int as online, count(*) filter (where s = 'offline')::int as offline,
           count(*) filter (where s = 'unknown')::int as unknown,
           count(*) filter (where s in ('equipmentAbnormity', 'loginAbnormal'))::int as abnormal, count(*)::int as total
    from (select case when last_heartbeat_at is null then 'unknown' when last_heartbeat_at < now() - interval '30 seconds' then 'offline'
                      else coalesce(reported_state, 'online') end as s from devices where ${where(residentialId)}) d`);
  const traffic = await rows<{ day: string; total: number }>(`
    select to_char(d, 'YYYY-MM-DD') as day, (select count(*)::int from open_records
      where ${where(residentialId)} and (opened_at at time zone 'Asia/Shanghai')::date = d) as total
    from generate_series((now() at time zone 'Asia/Shanghai')::date - 6, (now() at time zone 'Asia/Shanghai')::date, interval '1 day') d order by d`);
  const weekStart = `((now() at time zone 'Asia/Shanghai')::date - 6)::timestamp at time zone 'Asia/Shanghai'`;
  const passMethods = await rows<{ key: string; total: number }>(
    `select pass_method as key, count(*)::int as total from visits where ${where(residentialId)} and in_time >= ${weekStart} and in_time <= now() group by 1`,
  );
  const topCompanies = await rows<{ key: string; total: number }>(
    `select company_id::text as key, count(*)::int as total from visits where ${where(residentialId)} and company_id is not null
     and in_time >= ${weekStart} and in_time <= now() group by 1 order by 2 desc, max(company_name) limit 10`,
  );
  return { devices: devices[0]!, traffic, passMethods, topCompanies };
}

const nonZero = (buckets: { key: string; total: number }[]) =>
  Object.fromEntries(buckets.filter((b) => b.total > 0).map((b) => [b.key, b.total]));

const gateway = (url: string, body: unknown) =>
  call(t.app, 'POST', url, { body, headers: { [DOOR_GATEWAY_TOKEN_HEADER]: SIM_GATEWAY_TOKEN } });

beforeAll(async () => {
  // Devices heard from: one online and one with equipment trouble in 1001, one online in 1002.
  const [a, b] = await rows<{ id: number }>(
    `select id from devices where residential_id = ${await residentialId('1001')} order by id limit 2`,
  );
  const [c] = await rows<{ id: number }>(
    `select id from devices where residential_id = ${await residentialId('1002')} order by id limit 1`,
  );
  const at = new Date().toISOString();
  await gateway(DOOR_GATEWAY_PATHS.heartbeat, {
    devices: [
      { id: String(a!.id), state: 'online' },
      { id: String(b!.id), state: 'equipmentAbnormity' },
      { id: String(c!.id), state: 'online' },
    ],
    at,
  });
  // Visits of this week: to two companies of the campus 1003, and to a household of 1001 (whatever the demo seed
  // has besides, the oracle counts it too).
  const campusCompanies = await rows<{ id: number }>(
    `select id from companies where residential_id = ${await residentialId('1003')} order by id limit 2`,
  );
  // The demo seed's own campus visits fill the week more as it goes on: so that both test companies rank in the top
  // ten whatever the day, each first gets as many visits as the busiest company has.
  const [busiest] = await rows<{ most: number }>(`
    select coalesce(max(c), 0)::int as most from (select count(*) as c from visits where residential_id = ${await residentialId('1003')}
      and company_id is not null and in_time >= now() - interval '7 days' group by company_id) v`);
  for (const [company, label] of [
    [0, '甲'],
    [1, '乙'],
  ] as const) {
    await t.database.db.orm.execute(`
      insert into visits (tenant_id, residential_id, appointment_number, appointment_status, guest_name, guest_type, person_name,
        person_mobile, company_id, company_name, in_time, pass_method, register_way, visit_way)
      select r.tenant_id, r.id, 'DASHPAD${company}-' || n, 'arrived', '陈志远', 'business', '李华', '13800001111', ${campusCompanies[company]!.id},
        '测试访问${label}公司', now() - interval '4 hours', 'face', 'guard', 'walk'
      from residentials r, generate_series(1, ${busiest!.most}) n where r.id = ${await residentialId('1003')}`);
  }
  for (const [n, [companyId, company, guest, passMethod, hoursAgo]] of (
    [
      ['1003', 0, '周晓明', 'card', 1],
      ['1003', 0, '吴海燕', 'qr', 2],
      ['1003', 1, '郑国强', 'card', 30],
      ['1001', null, '孙丽娟', 'face', 3],
    ] as const
  ).entries()) {
    const residential = await residentialId(companyId);
    const target = company === null ? 'null' : String(campusCompanies[company]!.id);
    const name = company === null ? 'null' : `'测试访问${company === 0 ? '甲' : '乙'}公司'`;
    await t.database.db.orm.execute(`
      insert into visits (tenant_id, residential_id, appointment_number, appointment_status, guest_name, guest_type, person_name,
        person_mobile, company_id, company_name, in_time, pass_method, register_way, visit_way)
      select tenant_id, id, 'DASHTEST${n}', 'arrived', '${guest}', 'business', '李华', '13800001111', ${target}, ${name},
        now() - interval '${hoursAgo} hours', '${passMethod}', 'guard', 'walk' from residentials where id = ${residential}`);
  }
});

describe('GET /api/dashboard/overview', () => {
  it('counts one community’s devices, week of passages and visits as the records say', async () => {
    const answer = await overview('lihua', '1001');
    expect(answer.status).toBe(200);
    const want = await expected(await residentialId('1001'));
    expect(nonZero(answer.data.passMethods)).toEqual(Object.fromEntries(want.passMethods.map((b) => [b.key, b.total])));
    expect(answer.data.passMethods.find((b) => b.key === 'face')?.total).toBeGreaterThanOrEqual(1);
    expect(answer.data.deviceStatus).toEqual(want.devices);
    expect(answer.data.deviceStatus.online).toBeGreaterThanOrEqual(1);
    expect(answer.data.deviceStatus.abnormal).toBeGreaterThanOrEqual(1);
    expect(answer.data.abnormalTotal).toBe(want.devices.offline + want.devices.unknown + want.devices.abnormal);
    expect(answer.data.abnormalDevices.map((d) => d.state)).toContain('equipmentAbnormity');
    expect(answer.data.abnormalDevices.find((d) => d.state === 'equipmentAbnormity')?.stateName).toBe('设备异常');
    expect(answer.data.traffic).toEqual(want.traffic);
    expect(answer.data.traffic.some((d) => d.total > 0)).toBe(true);
    expect(answer.data.guestTypes.find((b) => b.key === 'business')?.total).toBeGreaterThanOrEqual(1);
    expect(answer.data.visitWays.map((b) => b.key)).toEqual(expect.arrayContaining(['walk', 'car']));
  });

  it('ranks the companies a campus community’s visitors came to this week', async () => {
    const answer = await overview('admin', '1003');
    const want = await expected(await residentialId('1003'));
    expect(answer.data.topCompanies.map((b) => [b.key, b.total])).toEqual(want.topCompanies.map((b) => [b.key, b.total]));
    expect(answer.data.topCompanies.map((b) => b.name)).toEqual(expect.arrayContaining(['测试访问甲公司', '测试访问乙公司']));
    expect(nonZero(answer.data.passMethods)).toEqual(Object.fromEntries(want.passMethods.map((b) => [b.key, b.total])));
    expect(answer.data.passMethods.find((b) => b.key === 'card')?.total).toBeGreaterThanOrEqual(2);
  });

  it('counts every community of the company for the head office, the sum of the communities', async () => {
    const answer = await overview('admin');
    expect(answer.status).toBe(200);
    const want = await expected(null);
    expect(answer.data.deviceStatus).toEqual(want.devices);
    expect(answer.data.traffic).toEqual(want.traffic);
    expect(nonZero(answer.data.passMethods)).toEqual(Object.fromEntries(want.passMethods.map((b) => [b.key, b.total])));
    const parts = await Promise.all(['1001', '1002', '1003'].map((companyId) => overview('admin', companyId)));
    expect(answer.data.deviceStatus.total).toBe(parts.reduce((n, p) => n + p.data.deviceStatus.total, 0));
    answer.data.traffic.forEach((day, i) => expect(day.total).toBe(parts.reduce((n, p) => n + p.data.traffic[i]!.total, 0)));
    expect(answer.data.topCompanies.map((b) => [b.key, b.total])).toEqual(want.topCompanies.map((b) => [b.key, b.total]));
  });

  it('labels the states and statistics in the user’s language', async () => {
    const answer = await overview('admin', '1001', 'en');
    expect(answer.data.abnormalDevices.find((d) => d.state === 'equipmentAbnormity')?.stateName).toBe('Equipment abnormity');
    expect(answer.data.passMethods.find((b) => b.key === 'card')?.name).toBe('Access card');
    expect(answer.data.guestTypes.find((b) => b.key === 'business')?.name).toBe('Business');
  });

  it('never shows a community user another community’s data', async () => {
    const own = await overview('lihua', '1001');
    expect(own.data.topCompanies.map((b) => b.name)).not.toContain('测试访问甲公司');
    expect(own.data.passMethods.find((b) => b.key === 'card')?.total ?? 0).toBe(
      (await expected(await residentialId('1001'))).passMethods.find((b) => b.key === 'card')?.total ?? 0,
    );
    expect(await overview('lihua', '1002')).toMatchObject({ http: 403, status: 40302 });
    expect(await overview('lihua')).toMatchObject({ http: 403, status: 40303 });
  });

  it('is open to any logged-in user without a menu grant, but not to the kiosk account or without a login', async () => {
    expect((await overview('wangqiang', '1002')).status).toBe(200);
    expect(await overview('kiosk01', '1003')).toMatchObject({ http: 403, status: 40301 });
    expect((await call(t.app, 'GET', OVERVIEW)).http).toBe(401);
  });

  it('keeps the daily passage rollup in step with a passage recorded through the device gateway', async () => {
    const residential = await residentialId('1003');
    const before = (await overview('admin', '1003')).data.traffic.at(-1)!.total;
    const [device] = await rows<{ id: number }>(`select id from devices where residential_id = ${residential} order by id limit 1`);
    const reported = await gateway(DOOR_GATEWAY_PATHS.openRecord, {
      deviceId: String(device!.id),
      method: 'card',
      direction: 1,
      opened: true,
      personName: '钱文博',
      cardNo: '0012345678',
      at: new Date().toISOString(),
    });
    expect(reported.status).toBe(200);
    expect((await overview('admin', '1003')).data.traffic.at(-1)!.total).toBe(before + 1);
    const drift = await rows<{ n: number }>(`
      select count(*)::int as n from (
        select residential_id, (opened_at at time zone 'Asia/Shanghai')::date as day, count(*)::int as total from open_records group by 1, 2
        except select residential_id, day, total from passage_daily_counts where total <> 0) d`);
    expect(drift[0]!.n).toBe(0);
  });
});
