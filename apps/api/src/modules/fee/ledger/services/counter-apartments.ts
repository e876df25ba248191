import { COUNTER_APARTMENT_LIMIT, type CounterApartment } from '@cvap/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../../../engine/index.js';
import { inScope, rowsOf } from './ledger-sql.js';

const OWNER = 1;

/**
 * What a cashier may type for a house, as written on the door or the bill: building and room ("1栋202", "1-202",
 * "1 202", "A座1203"), a room alone ("202", which may name several houses: a choice), or an owner's name or phone.
 */
export function counterApartmentCondition(typed: string): SQL {
  const text = typed.replace(/\s+/g, ' ').trim();
  const buildingRoom = /^(.+?)(?:栋|座|号楼|幢|-|—|\s)+([0-9A-Za-z]+)(?:室|号)?$/.exec(text);
  if (buildingRoom) {
    const [, building, room] = buildingRoom as unknown as [string, string, string];
    const names = [building, `${building}栋`, `${building}座`, `${building}号楼`, `${building}幢`];
    return sql`(a.room_no = ${room} and b.name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}))`;
  }
  const owner = sql`exists (select 1 from persons p where p.apartment_id = a.id and p.person_type = ${OWNER}
    and (p.name like ${`%${text}%`} or p.phone like ${`${text}%`}))`;
  return /^[0-9A-Za-z]+$/.test(text) ? sql`(a.room_no = ${text} or ${owner})` : owner;
}

/** The houses of the acting scope the cashier's words name, by community, building and room, each with its owner. */
export async function counterApartments({ orm, scope }: ServiceContext, typed: string): Promise<CounterApartment[]> {
  const rows = await rowsOf<{ id: number; address: string; owner_name: string | null; owner_phone: string | null }>(
    orm,
    sql`select a.id, r.residential_name || ' ' || b.name || ' ' || a.room_no as address, o.name as owner_name, o.phone as owner_phone
        from apartments a join residentials r on r.id = a.residential_id join buildings b on b.id = a.building_id
        left join lateral (select p.name, p.phone from persons p where p.apartment_id = a.id and p.person_type = ${OWNER}
          order by p.id limit 1) o on true
        where r.tenant_id = ${scope.tenantId} and ${inScope(sql`a.residential_id`, scope)} and ${counterApartmentCondition(typed)}
        order by r.id, b.sort_no, b.name, length(a.room_no), a.room_no, a.id
        limit ${COUNTER_APARTMENT_LIMIT}`,
  );
  return rows.map((row) => ({ apartmentId: row.id, address: row.address, ownerName: row.owner_name, ownerPhone: row.owner_phone }));
}
