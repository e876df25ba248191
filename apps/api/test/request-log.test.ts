import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from './helpers/app.js';

/** The request log as the API writes it (its own logger and serializers), captured line by line. */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { logLevel: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => t?.close());

describe('the request log', () => {
  it('hides every token-like query parameter of a real request (access_token=<JWT> was written as sent)', async () => {
    const jwt = await login(t.app, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/health?access_token=${jwt}&Refresh_Token=r3fr3sh&password=Secret%402026&ticket=t1ck3t&key=k3y&page=2`,
    });
    const requestId = response.headers['x-request-id'];
    const mine = lines.filter((line) => (requestId ? line.includes(String(requestId)) : line.includes('/api/health')));
    expect(mine.length).toBeGreaterThan(0);
    const incoming = mine.map((line) => JSON.parse(line) as { req?: { url?: string } }).find((entry) => entry.req?.url);
    expect(incoming?.req?.url).toBe('/api/health?access_token=***&Refresh_Token=***&password=***&ticket=***&key=***&page=2');
    for (const secret of [jwt, jwt.split('.')[2]!, 'r3fr3sh', 'Secret', 't1ck3t', 'k3y']) {
      expect(lines.join('\n')).not.toContain(secret);
    }
  });
});
