import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { ledgerViolations } from '../../../../test/helpers/fee-fixtures.js';
import { prng, randomLedger } from '../../../../test/helpers/fee-random.js';
import { addUser } from '../../../../test/helpers/users.js';

const SEED = Number(process.env.FEE_PROPERTY_SEED ?? 20261125);

let t: TestApp;
let tokens: string[];

beforeAll(async () => {
  t = await startTestApp();
  for (const username of ['feeprop1', 'feeprop2']) {
    await addUser(t.database.db, { username, password: 'Cashier@2026', name: username, roles: ['sysadmin'], companyIds: ['1001'] });
  }
  tokens = [await login(t.app, 'feeprop1', 'Cashier@2026'), await login(t.app, 'feeprop2', 'Cashier@2026')];
});
afterAll(() => t?.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.orm.execute(query)) as unknown as { rows: T[] }).rows;
}

describe(`the ledger's invariants hold after random payments, refunds, cancellations, transfers and waivers (seed ${SEED})`, () => {
  it('receivable = received + discount + offset + outstanding ≥ 0 per line; balance = sum of postings ≥ 0 per account; no posting reversed beyond its amount; receipt numbers dense', async () => {
    const { residentialId, counts, worst } = await randomLedger(t, tokens, prng(SEED), { apartmentCount: 6, steps: 400 });
    expect(worst.http, JSON.stringify(worst.data)).toBeLessThan(500);
    // The run did real work and met real refusals.
    expect(counts['200']).toBeGreaterThan(80);
    expect(Object.keys(counts).length).toBeGreaterThan(3);
    const kinds = await rows<{ kind: number; n: number }>(sql`
      select kind, count(*)::int as n from fee_postings where residential_id = ${residentialId} group by kind order by kind`);
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining([1, 2]));
    const approved = await rows<{ kind: number }>(
      sql`select distinct kind from fee_requests where state = 2 and residential_id = ${residentialId} order by kind`,
    );
    expect(approved.length).toBeGreaterThanOrEqual(3);

    expect(await ledgerViolations(t.database.db)).toEqual({});
  });
});
