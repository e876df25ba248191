import type { PageResult, SelectUserRequest, SelectUserRow } from '@cvap/contracts';
import { and, asc, count, eq, exists, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern, type ServiceContext } from '../../../engine/index.js';
import { departments, residentials, userResidentials, users } from '../../../db/schema/index.js';

function emptyPage(query: SelectUserRequest): PageResult<SelectUserRow> {
  return { rows: [], total: 0, page: query.page, limit: query.limit, totalExact: true };
}

/**
 * The user picker: enabled, non-kiosk users of the acting scope (a community: its users; head office: the
 * whole tenant), filtered by keyword (name, username or phone, wildcards literal), department and community.
 */
export async function selectUsers({ orm, scope }: ServiceContext, query: SelectUserRequest): Promise<PageResult<SelectUserRow>> {
  const residentialId = scope.kind === 'residential' ? scope.residentialId : query.residentialId;
  if (scope.kind === 'residential' && query.residentialId !== undefined && query.residentialId !== scope.residentialId)
    return emptyPage(query);

  const conditions: (SQL | undefined)[] = [eq(users.tenantId, scope.tenantId), eq(users.enabled, 1), eq(users.kiosk, false)];
  if (residentialId !== undefined) {
    conditions.push(
      exists(
        orm
          .select({ one: userResidentials.userId })
          .from(userResidentials)
          .innerJoin(residentials, eq(residentials.id, userResidentials.residentialId))
          .where(
            and(
              eq(userResidentials.userId, users.id),
              eq(userResidentials.residentialId, residentialId),
              eq(residentials.tenantId, scope.tenantId),
            ),
          ),
      ),
    );
  }
  if (query.departmentId !== undefined) conditions.push(eq(users.departmentId, query.departmentId));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.phone, pattern)));
  }
  const where = and(...conditions);

  const [totalRow] = await orm.select({ n: count() }).from(users).where(where);
  const total = totalRow?.n ?? 0;
  if (total === 0) return emptyPage(query);
  const rows = await orm
    .select({ id: users.id, name: users.name, username: users.username, phone: users.phone, departmentName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(where)
    .orderBy(asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total, page: query.page, limit: query.limit, totalExact: true };
}
