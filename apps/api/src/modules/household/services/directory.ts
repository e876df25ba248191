import { type DirectoryEntry, type DirectoryRequest, ReviewStatus } from '@cvap/contracts';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type ActingScope, containsPattern, type Orm, resolvedEntry, scopeCondition, type ServiceContext } from '../../../engine/index.js';
import { buildings, departments } from '../../../db/schema/index.js';
import { apartments, companies } from '../../door/schema.js';
import { persons, staffMembers } from '../schema.js';
import { personEntry, staffEntry } from '../registry.js';

const personScope = resolvedEntry(personEntry);
const staffScope = resolvedEntry(staffEntry);

function keywordCondition(keyword: string | undefined, name: PgColumn, phone: PgColumn): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(name, pattern), ilike(phone, pattern));
}

/** Code-point order, the same in the database as in the merge below (a locale's collation may differ). */
const codePoint = (column: PgColumn) => sql`${column} collate "C"`;

async function directoryPersons(orm: Orm, scope: ActingScope, query: DirectoryRequest): Promise<DirectoryEntry[]> {
  const rows = await orm
    .select({
      id: persons.id,
      name: persons.name,
      phone: persons.phone,
      residentialId: persons.residentialId,
      companyName: companies.companyName,
      buildingName: buildings.name,
      roomNo: apartments.roomNo,
    })
    .from(persons)
    .leftJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(buildings, eq(buildings.id, persons.buildingId))
    .leftJoin(apartments, eq(apartments.id, persons.apartmentId))
    .where(
      and(
        eq(persons.reviewStatus, ReviewStatus.passed),
        scopeCondition(orm, personScope, scope),
        keywordCondition(query.keyword, persons.name, persons.phone),
        query.companyId === undefined ? undefined : eq(persons.companyId, query.companyId),
        query.buildingId === undefined ? undefined : eq(persons.buildingId, query.buildingId),
      ),
    )
    .orderBy(codePoint(persons.name), asc(persons.id))
    .limit(query.limit);
  return rows.map((row) => ({ kind: 'person', departmentName: null, ...row }));
}

async function directoryStaff(orm: Orm, scope: ActingScope, query: DirectoryRequest): Promise<DirectoryEntry[]> {
  const rows = await orm
    .select({
      id: staffMembers.id,
      name: staffMembers.name,
      phone: staffMembers.phone,
      residentialId: staffMembers.residentialId,
      departmentName: departments.name,
    })
    .from(staffMembers)
    .leftJoin(departments, eq(departments.id, staffMembers.departmentId))
    .where(
      and(
        eq(staffMembers.reviewStatus, ReviewStatus.passed),
        scopeCondition(orm, staffScope, scope),
        keywordCondition(query.keyword, staffMembers.name, staffMembers.phone),
      ),
    )
    .orderBy(codePoint(staffMembers.name), asc(staffMembers.id))
    .limit(query.limit);
  return rows.map((row) => ({ kind: 'staff', companyName: null, buildingName: null, roomNo: null, ...row }));
}

const byName = (a: DirectoryEntry, b: DirectoryEntry) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.kind === b.kind ? a.id - b.id : a.kind === 'person' ? -1 : 1;

/**
 * The people picker of visitors, repairs and notices: passed residents/employees and passed property staff
 * the acting scope may see (the same rows their lists show), by name or phone (wildcards escaped), company or
 * building (residents only: staff have neither), at most `limit`, ordered by name. Pending and rejected
 * registrations are not in it: a registration is someone only once reviewed.
 */
export async function directory({ orm, scope }: ServiceContext, query: DirectoryRequest): Promise<DirectoryEntry[]> {
  const wantsStaff = query.kind !== 'person' && query.companyId === undefined && query.buildingId === undefined;
  const [people, staff] = await Promise.all([
    query.kind === 'staff' ? [] : directoryPersons(orm, scope, query),
    wantsStaff ? directoryStaff(orm, scope, query) : [],
  ]);
  return [...people, ...staff].sort(byName).slice(0, query.limit);
}
