import { Codes, PatrolEndpoints, type PatrolMyTask, type PatrolTaskDetail } from '@cvap/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { call, login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { multipartBody, SAMPLE } from '../../../../test/helpers/multipart.js';
import { staffMembers } from '../../household/schema.js';
import { patrolProblems } from '../schema.js';

/**
 * The demo's security guard 张伟 (zhangwei, role guard) of 阳光花园: his task of today from his own plan, the
 * check-in, a problem with a photo (pictures only, uploaded first), his clock-in; nothing beyond a guard's work.
 */
let t: TestApp;
let guard: string;
const orm = () => t.database.db.orm;

async function upload(name: string, content: Buffer | string, type: string): Promise<string> {
  const { payload, headers } = multipartBody({}, [{ name, content, type }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/fdfs/file/uploadFiles',
    payload,
    headers: { ...headers, authorization: guard, companyid: '1001' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as string[])[0]!;
}

const get = <T>(url: string, token = guard) => call<T>(t.app, 'GET', url, { token, companyId: '1001' });
const post = <T>(url: string, body: unknown, token = guard, language?: 'en') =>
  call<T>(t.app, 'POST', url, { token, companyId: '1001', body, language });

/** His post's task of today, open whatever the hour (its window is the whole China day). */
async function todaysTask(): Promise<PatrolTaskDetail> {
  const mine = await get<PatrolMyTask[]>(PatrolEndpoints.myTasks.path);
  expect(mine.status, mine.message).toBe(200);
  const post = mine.data.find((task) => task.taskName.startsWith('张伟岗位巡更'));
  expect(post?.status).toBe('open');
  const detail = await get<PatrolTaskDetail>(PatrolEndpoints.taskDetail.path.replace('{id}', String(post!.id)));
  expect(detail.status, detail.message).toBe(200);
  return detail.data;
}

beforeAll(async () => {
  t = await startTestApp();
  guard = await login(t.app, 'zhangwei');
});
afterAll(() => t?.close());

describe("a security guard's day", () => {
  it('is a guard linked to an approved security staff record of 阳光花园', async () => {
    const [staff] = await orm()
      .select({ staffType: staffMembers.staffType, reviewStatus: staffMembers.reviewStatus })
      .from(staffMembers)
      .innerJoin(users, eq(users.phone, staffMembers.phone))
      .where(and(eq(users.username, 'zhangwei'), eq(staffMembers.tenantId, users.tenantId)));
    expect(staff).toMatchObject({ staffType: 3, reviewStatus: 1 });
  });

  it("lists his tasks of today, his post's open all day, and only tasks he walks", async () => {
    const mine = await get<PatrolMyTask[]>(PatrolEndpoints.myTasks.path);
    expect(mine.status, mine.message).toBe(200);
    expect(mine.data.map((task) => task.taskName)).toEqual(expect.arrayContaining([expect.stringMatching(/^张伟岗位巡更/)]));
    const admin = await get<PatrolMyTask[]>(PatrolEndpoints.myTasks.path, await login(t.app, 'admin'));
    expect(admin.data.some((task) => task.taskName.startsWith('张伟岗位巡更'))).toBe(false);
  });

  it('checks in and reports a problem with a photo, which the task and the problem list show', async () => {
    const task = await todaysTask();
    const point = task.points[0]!;
    const checked = await post(PatrolEndpoints.checkIn.path, { taskId: task.id, code: 'XG-1001-01' });
    expect(checked.status, checked.message).toBe(200);
    const photo = await upload('大堂灯.jpg', SAMPLE.jpeg, 'image/jpeg');
    const raised = await post<{ id: number }>(PatrolEndpoints.raiseProblem.path, {
      taskId: task.id,
      pointId: point.pointId,
      title: '大堂灯不亮',
      photos: [photo],
    });
    expect(raised.status, raised.message).toBe(200);
    const after = await get<PatrolTaskDetail>(PatrolEndpoints.taskDetail.path.replace('{id}', String(task.id)));
    expect(after.data.problems.find((problem) => problem.id === raised.data.id)?.photos).toEqual([photo]);
    const listed = await post<{ rows: { id: number; photos: string[] }[] }>(
      '/api/property/patrolProblem/query/page',
      { limit: 5 },
      await login(t.app, 'lihua'),
    );
    expect(listed.data.rows.find((row) => row.id === raised.data.id)?.photos).toEqual([photo]);
  });

  it('refuses as a photo a path nobody uploaded, or an uploaded file that is not a picture, and records nothing', async () => {
    const task = await todaysTask();
    const point = task.points.find((p) => p.status === 'checked')!;
    const document = await upload('巡更说明.txt', '东门岗亭交接班记录', 'text/plain');
    const before = (await orm().select({ id: patrolProblems.id }).from(patrolProblems).where(eq(patrolProblems.taskId, task.id))).length;
    for (const photos of [['upload/202612/never-uploaded.jpg'], [document]]) {
      const refused = await post(
        PatrolEndpoints.raiseProblem.path,
        { taskId: task.id, pointId: point.pointId, title: '无图', photos },
        guard,
        'en',
      );
      expect(refused.status).toBe(Codes.PATROL_PHOTO_NOT_IMAGE.status);
      expect(refused.message).toBe(Codes.PATROL_PHOTO_NOT_IMAGE.en);
    }
    const zh = await post(PatrolEndpoints.raiseProblem.path, {
      taskId: task.id,
      pointId: point.pointId,
      title: '无图',
      photos: [document],
    });
    expect(zh.message).toBe(Codes.PATROL_PHOTO_NOT_IMAGE.zh);
    const now = (await orm().select({ id: patrolProblems.id }).from(patrolProblems).where(eq(patrolProblems.taskId, task.id))).length;
    expect(now).toBe(before);
  });

  it('clocks in from his phone', async () => {
    const clocked = await post<{ recorded: boolean; staffName: string }>('/api/attendance/myClock', undefined);
    expect(clocked.status, clocked.message).toBe(200);
    expect(clocked.data.staffName).toBe('张伟');
  });

  it("is refused what is not a guard's work: plans, the problem console, the overview, other clocks", async () => {
    for (const [method, url] of [
      ['POST', '/api/property/patrolPlan/query/page'],
      ['POST', '/api/property/patrolProblem/query/page'],
      ['POST', PatrolEndpoints.closeProblem.path],
      ['GET', `${PatrolEndpoints.state.path}?from=2026-01-01&to=2026-01-31`],
      ['POST', '/api/attendance/clockIn/query/page'],
    ] as const) {
      const response = await call(t.app, method, url, { token: guard, companyId: '1001', body: method === 'POST' ? {} : undefined });
      expect(response.status, `${method} ${url}`).toBe(Codes.FORBIDDEN.status);
    }
  });
});
