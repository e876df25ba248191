import { f } from '@cvap/contracts';
import { eq } from 'drizzle-orm';
import { buildings, residentials } from '../../db/schema/index.js';
import { apartments, companies } from '../door/schema.js';
import { byLanguage, comparableCell, type ImportMapping } from '../../engine/index.js';
import { cellText, residentialNames, RESIDENTIAL_COLUMN, placeInResidential } from '../door/index.js';
import { residentialCondition } from '../door/index.js';

interface Place {
  id: number;
  community: string;
}

function grouped<R>(rows: readonly R[], key: (row: R) => string, place: (row: R) => Place): Map<string, Place[]> {
  const byKey = new Map<string, Place[]>();
  for (const row of rows) {
    const list = byKey.get(key(row)) ?? [];
    list.push(place(row));
    byKey.set(key(row), list);
  }
  return byKey;
}

/**
 * The resident import template names the house by building and room number, and a company employee's company
 * by its name, instead of their ids (which nobody can type); the community only where a name is in several
 * communities the requester reaches. Each row is then created as the registration form creates it: pending
 * review, its community and building taken from the house or company, the resident type deciding which of the
 * two it needs (personHooks). An unknown or ambiguous house or company refuses the row with the reason.
 */
export const personImportMapping: ImportMapping = {
  columns: [
    RESIDENTIAL_COLUMN,
    { name: 'buildingName', field: f.text('楼栋', 'Building', { maxLength: 100 }) },
    { name: 'roomNo', field: f.text('房号', 'Room number', { maxLength: 20 }) },
    { name: 'companyName', field: f.text('所属企业', 'Company', { maxLength: 100 }) },
  ],
  replaces: ['apartmentId', 'companyId'],
  async prepare(ctx) {
    const [apartmentRows, companyRows, residentialRows] = await Promise.all([
      ctx.orm
        .select({ id: apartments.id, roomNo: apartments.roomNo, building: buildings.name, community: residentials.residentialName })
        .from(apartments)
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .innerJoin(residentials, eq(residentials.id, apartments.residentialId))
        .where(residentialCondition(ctx, apartments.residentialId)),
      ctx.orm
        .select({ id: companies.id, name: companies.companyName, community: residentials.residentialName })
        .from(companies)
        .innerJoin(residentials, eq(residentials.id, companies.residentialId))
        .where(residentialCondition(ctx, companies.residentialId)),
      residentialNames(ctx),
    ]);
    const apartmentKey = (building: string, room: string) => `${comparableCell(building)}\u0000${comparableCell(room)}`;
    const apartmentsByKey = grouped(
      apartmentRows,
      (row) => apartmentKey(row.building, row.roomNo),
      (row) => ({ id: row.id, community: comparableCell(row.community) }),
    );
    const companiesNamed = grouped(
      companyRows,
      (row) => comparableCell(row.name),
      (row) => ({ id: row.id, community: comparableCell(row.community) }),
    );
    return (input) => {
      const residential = cellText(input.communityName);
      const building = cellText(input.buildingName);
      const room = cellText(input.roomNo);
      const company = cellText(input.companyName);
      if (building || room) {
        if (!building || !room) return [byLanguage(ctx, '楼栋和房号须同时填写', 'Building and room number go together')];
        const apartment = placeInResidential(ctx, apartmentsByKey.get(apartmentKey(building, room)) ?? [], residential, residentialRows, {
          zh: `房屋“${building} ${room}”`,
          en: `house "${building} ${room}"`,
        });
        if (typeof apartment === 'string') return [apartment];
        input.apartmentId = apartment.id;
      }
      if (company) {
        const chosen = placeInResidential(ctx, companiesNamed.get(comparableCell(company)) ?? [], residential, residentialRows, {
          zh: `企业“${company}”`,
          en: `company "${company}"`,
        });
        if (typeof chosen === 'string') return [chosen];
        input.companyId = chosen.id;
      }
      return [];
    };
  },
};
