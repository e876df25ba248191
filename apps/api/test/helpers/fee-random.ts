import { FeeLedgerEndpoints } from '@cvap/contracts';
import { call, type TestApp } from './app.js';
import { addLine, addStandard, apartmentsOf } from './fee-fixtures.js';

/** mulberry32: a small seeded PRNG, so a failing run can be replayed with its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer fen → yuan text (the test's own, to check the API's against). */
export const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

export interface RandomLedgerRun {
  residentialId: number;
  /** Responses by HTTP status code. */
  counts: Record<string, number>;
  /** Every response below 500 (the caller asserts it). */
  worst: { http: number; data: unknown };
}

/**
 * A random ledger (fee-ledger-property.test.ts, reused by the statements' test): bill lines for `apartmentCount` houses of
 * company 1001 over 8 months of 2025, accounts, then `steps` random top-ups, payments (some above what is owed),
 * refunds, cancellations, transfers, waivers and reviews through HTTP by two cashiers.
 */
export async function randomLedger(
  t: TestApp,
  tokens: string[],
  random: () => number,
  options: { apartmentCount: number; steps: number; skipApartments?: number },
): Promise<RandomLedgerRun> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const cents = (max: number) => 1 + Math.floor(random() * max);
  const db = t.database.db;
  const apartments = (await apartmentsOf(db, '1001', options.apartmentCount + (options.skipApartments ?? 0))).slice(
    options.skipApartments ?? 0,
  );
  const residentialId = apartments[0]!.residentialId;
  const standards = [];
  for (let i = 0; i < 5; i++) standards.push(await addStandard(db, residentialId, { accountPayable: random() < 0.6 }));
  const lines: { id: number; apartment: number; late: boolean }[] = [];
  for (const apartment of apartments) {
    for (let m = 1; m <= 8; m++) {
      const standardId = pick(standards);
      const month = `2025-${String(m).padStart(2, '0')}`;
      const lineKind = random() < 0.15 ? 3 : 1;
      const id = await addLine(db, {
        residentialId,
        standardId,
        apartmentId: apartment.id,
        month,
        amount: yuan(cents(50_000)),
        lineKind,
        status: random() < 0.05 ? 2 : 1,
      });
      lines.push({ id, apartment: apartment.id, late: lineKind === 3 });
    }
  }
  const accounts: number[] = [];
  for (const apartment of apartments) {
    const opened = await call<{ accountId: number }>(t.app, 'POST', FeeLedgerEndpoints.accountOpen.path, {
      token: tokens[0],
      companyId: '1001',
      body: { kind: 1, apartmentId: apartment.id, ownerName: '业主' },
    });
    accounts.push(opened.data.accountId);
  }
  const payments: number[] = [];
  const requests: number[] = [];
  const counts: Record<string, number> = {};
  let worst: { http: number; data: unknown } = { http: 0, data: null };
  for (let step = 0; step < options.steps; step++) {
    const token = pick(tokens);
    const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      call<Record<string, unknown>>(t.app, method, url, { token, companyId: '1001', body });
    const op = random();
    let response;
    if (op < 0.15) {
      response = await as('POST', FeeLedgerEndpoints.accountTopUp.path, {
        accountId: pick(accounts),
        amount: yuan(cents(30_000)),
        method: 1 + Math.floor(random() * 5),
      });
    } else if (op < 0.5) {
      const apartment = pick(apartments);
      const index = apartments.indexOf(apartment);
      const mine = lines.filter((l) => l.apartment === apartment.id);
      const chosen = [...new Set([pick(mine).id, pick(mine).id])];
      // Amounts sometimes above what is owed, to exercise the refusals.
      const amounts = chosen.map(() => cents(40_000));
      const total = amounts.reduce((a, b) => a + b, 0);
      const fromAccount = random() < 0.4 ? Math.min(total, cents(total)) : 0;
      const tenders = [
        ...(fromAccount > 0 ? [{ method: 6, amount: yuan(fromAccount), accountId: accounts[index] }] : []),
        ...(total - fromAccount > 0 ? [{ method: 1 + Math.floor(random() * 5), amount: yuan(total - fromAccount) }] : []),
      ];
      response = await as('POST', FeeLedgerEndpoints.pay.path, {
        apartmentId: apartment.id,
        lines: chosen.map((id, i) => ({ billLineId: id, amount: yuan(amounts[i]!) })),
        tenders,
      });
      if (response.status === 200) payments.push(response.data.paymentId as number);
    } else if (op < 0.7 && payments.length) {
      response = await as('POST', FeeLedgerEndpoints.request.path, {
        kind: 1,
        paymentId: pick(payments),
        amount: yuan(cents(20_000)),
        reason: '退款',
      });
    } else if (op < 0.76 && payments.length) {
      response = await as('POST', FeeLedgerEndpoints.request.path, { kind: 2, paymentId: pick(payments), reason: '作废' });
    } else if (op < 0.84) {
      const from = pick(accounts);
      const to = random() < 0.1 ? from : pick(accounts.filter((a) => a !== from));
      response = await as('POST', FeeLedgerEndpoints.request.path, {
        kind: 3,
        fromAccountId: from,
        toAccountId: to,
        amount: yuan(cents(20_000)),
        reason: '转账',
      });
    } else if (op < 0.9) {
      const late = lines.filter((l) => l.late);
      response = await as('POST', FeeLedgerEndpoints.request.path, {
        kind: 4,
        billLineId: pick(late.length ? late : lines).id,
        amount: yuan(cents(5_000)),
        reason: '减免',
      });
    } else if (requests.length) {
      response = await as(
        'POST',
        FeeLedgerEndpoints.review.path.replace('{id}', String(pick(requests))),
        random() < 0.8 ? { verdict: 'approve' } : { verdict: 'reject', reason: '不符' },
      );
    }
    if (!response) continue;
    if (response.status === 200 && typeof response.data?.requestId === 'number' && response.data.state === 1)
      requests.push(response.data.requestId as number);
    counts[String(response.status)] = (counts[String(response.status)] ?? 0) + 1;
    if (response.http > worst.http) worst = { http: response.http, data: response.data };
  }
  return { residentialId, counts, worst };
}
