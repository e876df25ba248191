import { BILL_PRINT_MAX_APARTMENTS, formatFen, parseFen, type BillNotice } from '@cvap/contracts';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../../../engine/index.js';
import { outstandingSql } from '../../ledger/services/sql.js';
import { rowsOf } from '../../ledger/services/ledger-sql.js';

const OWNER = 1;
const APARTMENT = 1;

/** Which houses of a community a print takes, in the order people walk them (building, room). */
export interface ApartmentSelection {
  residentialId: number;
  buildingId?: number;
  apartmentIds?: readonly number[];
  onlyOwing: boolean;
}

export interface SelectedApartment {
  id: number;
  address: string;
  ownerName: string | null;
  area: string | null;
}

const owed = outstandingSql(sql`l.id`, sql`l.amount`);

/**
 * A house's pay code, what its QR code carries after the template's prefix: "P" and the house's id in eight
 * digits. It names the house only; the payment page asks for nothing else and shows what is owed (decision 0036).
 */
export function payCodeOf(apartmentId: number): string {
  return `P${String(apartmentId).padStart(8, '0')}`;
}

/** The selected houses (at most BILL_PRINT_MAX_APARTMENTS), optionally only those that owe something. */
export async function selectedApartments(orm: Orm, selection: ApartmentSelection): Promise<SelectedApartment[]> {
  const { residentialId, buildingId, apartmentIds, onlyOwing } = selection;
  const rows = await rowsOf<{ id: number; address: string; owner_name: string | null; area: string | null }>(
    orm,
    sql`select a.id, r.residential_name || ' ' || b.name || ' ' || a.room_no as address, o.name as owner_name,
          a.built_area::text as area
        from apartments a join residentials r on r.id = a.residential_id join buildings b on b.id = a.building_id
        left join lateral (select p.name from persons p where p.apartment_id = a.id and p.person_type = ${OWNER}
          order by p.id limit 1) o on true
        where a.residential_id = ${residentialId}
          ${buildingId ? sql`and a.building_id = ${buildingId}` : sql``}
          ${
            apartmentIds
              ? sql`and a.id in (${sql.join(
                  apartmentIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }
          ${
            onlyOwing
              ? sql`and exists (select 1 from fee_bill_lines l where l.object_type = ${APARTMENT} and l.object_id = a.id
                  and l.status = 1 and ${owed} > 0)`
              : sql``
          }
        order by b.sort_no, b.name, length(a.room_no), a.room_no, a.id
        limit ${BILL_PRINT_MAX_APARTMENTS}`,
  );
  return rows.map((row) => ({ id: row.id, address: row.address, ownerName: row.owner_name, area: row.area }));
}

/** The notices of some houses: each house's outstanding bill lines (late fees as line kind 3) and their total. */
export async function noticesOf(orm: Orm, apartments: readonly SelectedApartment[], qrPrefix: string): Promise<BillNotice[]> {
  if (apartments.length === 0) return [];
  const lines = await rowsOf<{
    object_id: number;
    period: string;
    fee_name: string;
    line_kind: number;
    due_date: string;
    outstanding: string;
  }>(
    orm,
    sql`select l.object_id, to_char(l.period_start, 'YYYY-MM') as period, s.name as fee_name, l.line_kind,
          l.due_date::text as due_date, ${owed}::text as outstanding
        from fee_bill_lines l join fee_standards s on s.id = l.standard_id
        where l.object_type = ${APARTMENT} and l.object_id in (${sql.join(
          apartments.map((apartment) => sql`${apartment.id}`),
          sql`, `,
        )}) and l.status = 1 and ${owed} > 0
        order by l.object_id, l.period_start, l.line_kind, l.id`,
  );
  const byApartment = new Map<number, BillNotice['lines']>();
  for (const line of lines) {
    const list = byApartment.get(line.object_id) ?? [];
    list.push({
      period: line.period,
      feeName: line.fee_name,
      lineKind: line.line_kind,
      dueDate: line.due_date,
      outstanding: line.outstanding,
    });
    byApartment.set(line.object_id, list);
  }
  return apartments.map((apartment) => {
    const own = byApartment.get(apartment.id) ?? [];
    const payCode = payCodeOf(apartment.id);
    return {
      apartmentId: apartment.id,
      address: apartment.address,
      ownerName: apartment.ownerName,
      area: apartment.area,
      payCode,
      qrText: `${qrPrefix}${payCode}`,
      lines: own,
      total: formatFen(own.reduce((sum, line) => sum + parseFen(line.outstanding), 0n)),
    };
  });
}
