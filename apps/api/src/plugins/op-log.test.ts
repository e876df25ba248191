import { Access } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { opLogs } from '../db/schema/index.js';
import { call, login, startTestApp } from '../../test/helpers/app.js';
import { openSeededDatabase } from '../../test/helpers/database.js';

const database = await openSeededDatabase();
afterAll(() => database.dispose());

describe('operation log writes', () => {
  it('logs every request of a burst, one row each, and app close waits for the rows still queued', async () => {
    const t = await startTestApp({
      database,
      extraRoutes: async (app) => {
        app.post(
          '/api/test/logged',
          { config: { access: Access.AUTHENTICATED, opLog: { resource: 'burstTest', action: 'update' } } },
          async () => ({ status: 200, message: 'ok', data: null }),
        );
      },
    });
    const token = await login(t.app, 'admin');
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => call(t.app, 'POST', '/api/test/logged', { token, body: { n: i } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await t.close();
    const rows = await database.db.orm
      .select({ detail: opLogs.detail, userId: opLogs.userId })
      .from(opLogs)
      .where(eq(opLogs.resource, 'burstTest'));
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((r) => (r.detail as { body: { n: number } }).body.n)).size).toBe(120);
    expect(rows.every((r) => r.userId !== null)).toBe(true);
  });
});
