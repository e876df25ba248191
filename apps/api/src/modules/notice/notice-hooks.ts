import { labelIn, noticeResource } from '@cvap/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildings, residentials } from '../../db/schema/index.js';
import { notices, noticeTargets } from './schema.js';
import { AppError, byLanguage, type ResourceContext, type ResourceHooks, type Row, valueAfterWrite } from '../../engine/index.js';
import { bodyHasContent, sanitizeNoticeBody } from './services/sanitize-body.js';

/** A field refused with its reason in the caller's language (40001, nothing written). */
function refuse(ctx: ResourceContext, field: string, zh: string, en: string): AppError {
  const reason = byLanguage(ctx, zh, en);
  const label = labelIn(noticeResource.fields[field]!.label, ctx.request.language);
  return new AppError('VALIDATION_FAILED', {
    detail: `${label}${byLanguage(ctx, '：', ': ')}${reason}`,
    data: { fields: [{ field, message: reason }] },
  });
}

interface Target {
  residentialId: number;
  buildingId: number | null;
}

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? [...new Set(value as number[])] : [];
}

/**
 * The audience as target rows, checked against the acting scope: a community's notice is for that community
 * (or some of its buildings), never the whole company or another community; the head office may choose any of
 * its communities and buildings. Ids outside the scope are refused as unknown.
 */
async function targetsOf(ctx: ResourceContext, audience: unknown, residentialIds: number[], buildingIds: number[]): Promise<Target[]> {
  const { scope, orm } = ctx;
  if (audience === 'company') {
    if (scope.kind === 'residential')
      throw refuse(
        ctx,
        'audience',
        '社区身份下发布的公告只能面向本社区或其楼栋',
        'a community’s notice is for that community or its buildings only',
      );
    return [];
  }
  if (audience === 'communities') {
    const ids = scope.kind === 'residential' && residentialIds.length === 0 ? [scope.residentialId] : residentialIds;
    if (ids.length === 0) throw refuse(ctx, 'communityIds', '请选择至少一个社区', 'choose at least one community');
    const own = await orm
      .select({ id: residentials.id })
      .from(residentials)
      .where(
        and(
          eq(residentials.tenantId, scope.tenantId),
          inArray(residentials.id, ids),
          scope.kind === 'residential' ? eq(residentials.id, scope.residentialId) : undefined,
        ),
      );
    if (own.length !== ids.length)
      throw refuse(ctx, 'communityIds', '包含不存在或无权选择的社区', 'names a community that does not exist or is not yours');
    return ids.map((residentialId) => ({ residentialId, buildingId: null }));
  }
  if (buildingIds.length === 0) throw refuse(ctx, 'buildingIds', '请选择至少一个楼栋', 'choose at least one building');
  const found = await orm
    .select({ id: buildings.id, residentialId: buildings.residentialId })
    .from(buildings)
    .innerJoin(residentials, eq(residentials.id, buildings.residentialId))
    .where(
      and(
        eq(residentials.tenantId, scope.tenantId),
        inArray(buildings.id, buildingIds),
        scope.kind === 'residential' ? eq(buildings.residentialId, scope.residentialId) : undefined,
      ),
    );
  if (found.length !== buildingIds.length)
    throw refuse(ctx, 'buildingIds', '包含不存在或无权选择的楼栋', 'names a building that does not exist or is not yours');
  return found.map((b) => ({ residentialId: b.residentialId, buildingId: b.id }));
}

/** Targets computed by beforeWrite, written by afterWrite (same request, same transaction). */
const pendingTargets = new WeakMap<ResourceContext['request'], Target[]>();

/**
 * Notices: the body is sanitised before it is stored (and must still show something); the audience is checked
 * against the acting scope and kept in notice_targets; a scheduled time must lie ahead and is dropped once the
 * notice is published; status, publishing time and read count are the server's (publish route, scheduler, reads).
 */
export const noticeHooks: ResourceHooks = {
  async beforeWrite(ctx, values, input, existing) {
    if (typeof input.body === 'string') {
      values.body = sanitizeNoticeBody(input.body);
      if (!bodyHasContent(values.body as string)) throw refuse(ctx, 'body', '正文不能为空', 'the body shows nothing');
    }
    const scheduledAt = values.scheduledAt;
    if (scheduledAt instanceof Date && 'scheduledAt' in input && scheduledAt.getTime() <= ctx.now.getTime())
      throw refuse(ctx, 'scheduledAt', '定时发布时间须晚于当前时间', 'the scheduled time must be in the future');
    if (existing?.status === 1 && scheduledAt) values.scheduledAt = null;
    if (!existing) values.creatorId = ctx.user.id;
    if ('audience' in input || 'communityIds' in input || 'buildingIds' in input || !existing) {
      const audience = valueAfterWrite(values, existing, 'audience') ?? 'company';
      const residentialIds = idsOf(input.communityIds ?? existing?.communityIds);
      const buildingIds = idsOf(input.buildingIds ?? existing?.buildingIds);
      pendingTargets.set(ctx.request, await targetsOf(ctx, audience, residentialIds, buildingIds));
    }
  },
  async afterWrite(ctx, id) {
    const targets = pendingTargets.get(ctx.request);
    if (!targets) return;
    pendingTargets.delete(ctx.request);
    await ctx.orm.delete(noticeTargets).where(eq(noticeTargets.noticeId, id));
    if (targets.length) await ctx.orm.insert(noticeTargets).values(targets.map((t) => ({ noticeId: id, ...t })));
  },
  async loadVirtual(orm, rows: Row[]) {
    if (!rows.length) return;
    const links = await orm
      .select({ noticeId: noticeTargets.noticeId, residentialId: noticeTargets.residentialId, buildingId: noticeTargets.buildingId })
      .from(noticeTargets)
      .where(
        inArray(
          noticeTargets.noticeId,
          rows.map((r) => r.id as number),
        ),
      )
      .orderBy(noticeTargets.id);
    for (const row of rows) {
      const own = links.filter((l) => l.noticeId === row.id);
      row.communityIds = row.audience === 'communities' ? own.map((l) => l.residentialId) : [];
      row.buildingIds = row.audience === 'buildings' ? own.map((l) => l.buildingId as number) : [];
    }
  },
};

/** Pinned first, then the newest (published, else created) first; with the order's direction reversed, the opposite. */
noticeHooks.sortBy = {
  top: [sql`${notices.top}`, sql`coalesce(${notices.publishedAt}, ${notices.createdAt})`],
};
