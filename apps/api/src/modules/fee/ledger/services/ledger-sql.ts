import { formatFen, parseFen } from '@cvap/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { type ActingScope, AppError, type Orm } from '../../../../engine/index.js';

/** Rows of a raw statement, on either driver. */
export async function rowsOf<T>(orm: Orm, query: SQL): Promise<T[]> {
  return ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Yuan text → integer fen, exactly (a stored amount, or one the request schema has already checked). */
export function fenOf(yuan: string): bigint {
  return parseFen(yuan, { allowNegative: true });
}

/** Integer fen → yuan text with two places, as stored in numeric(14,2). */
export function yuanOf(fen: bigint): string {
  return formatFen(fen);
}

/** What a bill line's postings settled so far (an indexed sum over `fee_postings`, never the view over all of them). */
export function settledSql(lineId: SQL): SQL {
  return sql`coalesce((select sum(p.amount) from fee_postings p where p.bill_line_id = ${lineId}), 0)`;
}

/** The community of a house in the acting scope, or 404 (another community's house reads as missing). */
export async function apartmentInScope(
  tx: Orm,
  scope: ActingScope,
  apartmentId: number,
): Promise<{ residentialId: number; tenantId: number; address: string }> {
  const [row] = await rowsOf<{ residential_id: number; tenant_id: number; address: string }>(
    tx,
    sql`select a.residential_id, r.tenant_id,
          r.residential_name || ' ' || b.name || ' ' || a.room_no as address
        from apartments a join residentials r on r.id = a.residential_id join buildings b on b.id = a.building_id
        where a.id = ${apartmentId} and r.tenant_id = ${scope.tenantId}
          and (${scope.kind === 'residential' ? scope.residentialId : null}::int is null or a.residential_id = ${scope.kind === 'residential' ? scope.residentialId : null}::int)`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return { residentialId: row.residential_id, tenantId: row.tenant_id, address: row.address };
}

/** The condition "this community column is visible in the acting scope" for a raw statement. */
export function inScope(residentialColumn: SQL, scope: ActingScope): SQL {
  if (scope.kind === 'residential') return sql`${residentialColumn} = ${scope.residentialId}`;
  return sql`${residentialColumn} in (select id from residentials where tenant_id = ${scope.tenantId})`;
}

/** A bill line as the ledger sees it, read under its row lock. */
export interface LockedLine {
  id: number;
  residentialId: number;
  objectType: number;
  objectId: number;
  status: number;
  lineKind: number;
  accountPayable: boolean;
  label: string;
  amount: bigint;
  outstanding: bigint;
}

/**
 * Locks bill lines (ascending id, so two writers never deadlock), then reads what each still owes in a second
 * statement: under READ COMMITTED that statement sees everything committed by a writer the lock waited for (a
 * single `SELECT … FOR UPDATE` with the sum inside would compute it from the snapshot taken before the wait).
 */
export async function lockLines(tx: Orm, scope: ActingScope, ids: readonly number[]): Promise<Map<number, LockedLine>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return new Map();
  const idList = sql.join(
    sorted.map((id) => sql`${id}`),
    sql`, `,
  );
  const locked = await rowsOf<{ id: number }>(
    tx,
    sql`select l.id from fee_bill_lines l where l.id in (${idList}) and ${inScope(sql`l.residential_id`, scope)} order by l.id for update`,
  );
  if (locked.length !== sorted.length) throw new AppError('NOT_FOUND');
  const rows = await rowsOf<{
    id: number;
    residential_id: number;
    object_type: number;
    object_id: number;
    status: number;
    line_kind: number;
    account_payable: boolean;
    label: string;
    amount: string;
    settled: string;
  }>(
    tx,
    sql`select l.id::int as id, l.residential_id, l.object_type, l.object_id, l.status, l.line_kind, s.account_payable,
          s.name || ' ' || to_char(l.period_start, 'YYYY-MM') as label, l.amount::text as amount,
          ${settledSql(sql`l.id`)}::text as settled
        from fee_bill_lines l join fee_standards s on s.id = l.standard_id
        where l.id in (${idList})`,
  );
  return new Map(
    rows.map((row) => {
      const amount = fenOf(row.amount);
      const line: LockedLine = {
        id: row.id,
        residentialId: row.residential_id,
        objectType: row.object_type,
        objectId: row.object_id,
        status: row.status,
        lineKind: row.line_kind,
        accountPayable: row.account_payable,
        label: row.label,
        amount,
        outstanding: amount - fenOf(row.settled),
      };
      return [line.id, line];
    }),
  );
}

/** Prepayment (1), deposit (2), guarantee (3) account locked for a write, with its balance. */
export interface LockedAccount {
  id: number;
  tenantId: number;
  residentialId: number;
  apartmentId: number | null;
  kind: number;
  balance: bigint;
}

/** Locks accounts in ascending id order; every id must be visible in the acting scope (else 404). */
export async function lockAccounts(tx: Orm, scope: ActingScope, ids: readonly number[]): Promise<Map<number, LockedAccount>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return new Map();
  const rows = await rowsOf<{
    id: number;
    tenant_id: number;
    residential_id: number;
    apartment_id: number | null;
    kind: number;
    balance: string;
  }>(
    tx,
    sql`select id, tenant_id, residential_id, apartment_id, kind, balance::text as balance from fee_accounts
        where id in (${sql.join(
          sorted.map((id) => sql`${id}`),
          sql`, `,
        )}) and tenant_id = ${scope.tenantId} and ${inScope(sql`residential_id`, scope)}
        order by id for update`,
  );
  if (rows.length !== sorted.length) throw new AppError('NOT_FOUND');
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        tenantId: row.tenant_id,
        residentialId: row.residential_id,
        apartmentId: row.apartment_id,
        kind: row.kind,
        balance: fenOf(row.balance),
      },
    ]),
  );
}
