import type { Task, TaskServerMessage } from '@cvap/contracts';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTypes } from '../src/db/schema/index.js';
import { call, login, startTestApp, type TestApp } from './helpers/app.js';
import { uploadZip, workbook } from './helpers/import-files.js';
import { readyTaskSocket } from './helpers/socket.js';
import { buildZip } from './helpers/zip-writer.js';

let t: TestApp;
let baseUrl: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

const ROWS = 10_000;
const HEADERS = ['Type name *', 'Type value *', 'File extensions *', 'Maximum file size (KB) *', 'Business type *', 'Use type *'];
type TaskMessage = Extract<TaskServerMessage, { type: 'task' }>;

describe('a 10 000-row import', () => {
  it('pushes its progress over the task socket at least every 2 s while reading, checking and writing, rising to 100', async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => [`Bulk ${i}`, `bulk${i}`, 'pdf', 100, '999', 'Long-term']);
    const filePath = await uploadZip(t.app, admin, buildZip([{ name: 'bulk/file-types.xlsx', data: await workbook([HEADERS, ...rows]) }]));
    const socket = await readyTaskSocket(baseUrl, admin, 'en');
    const started = await call<{ taskId: string }>(t.app, 'POST', '/api/admin/fileType/import', {
      token: admin,
      language: 'en',
      body: { filePath },
    });
    expect(started.status).toBe(200);
    const { taskId } = started.data;
    const ours = (m: TaskServerMessage): m is TaskMessage => m.type === 'task' && m.task.id === taskId;
    await socket.next((m) => ours(m) && m.task.status !== 205, 120_000);
    socket.close();

    const updates = socket.messages.flatMap((m, i) => (ours(m) ? [{ task: m.task as Task, at: socket.receivedAt[i]! }] : []));
    const last = updates.at(-1)!.task;
    expect(last).toMatchObject({ status: 200, progress: 100, message: `Import finished: ${ROWS} imported, 0 rejected` });
    const progress = updates.map((u) => u.task.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const gaps = updates.slice(1).map((u, i) => u.at - updates[i]!.at);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2000);
    // Every phase says what it is doing (and, through the gaps above, keeps saying it while it lasts).
    const messages = updates.map((u) => u.task.message ?? '');
    for (const phase of [/^Reading the workbook: \d+ rows read$/, /^Checking row \d+ of 10000$/, /^Writing row \d+ of 10000$/]) {
      expect(
        messages.some((m) => phase.test(m)),
        `${phase} in ${JSON.stringify(messages)}`,
      ).toBe(true);
    }
    const [stored] = await t.database.db.orm.select({ n: count() }).from(fileTypes).where(like(fileTypes.typeValue, 'bulk%'));
    expect(stored!.n).toBe(ROWS);
  }, 180_000);
});
