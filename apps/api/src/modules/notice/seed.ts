import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../engine/index.js';
import { buildings } from '../../db/schema/index.js';
import { noticeReads, notices, noticeTargets } from './schema.js';

const DAY_MS = 86_400_000;

interface DemoNotice {
  /** The community the notice belongs to (a head-office notice: none). */
  companyId?: string;
  title: string;
  body: string;
  audience: 'company' | 'communities' | 'buildings';
  /** For communities: companyIds; for buildings: `companyId/building name`. */
  targets?: string[];
  /** Days before the seed ran it was published; null: not published. */
  publishedDaysAgo: number | null;
  /** Days after the seed it is scheduled for (unpublished notices only). */
  scheduledInDays?: number;
  top?: boolean;
  /** Usernames that read it. */
  readers?: string[];
}

const DEMO_NOTICES: DemoNotice[] = [
  {
    title: '关于2027年春节期间物业服务安排的通知',
    body: '<h2>春节服务安排</h2><p>各位业主、租户：春节期间（2月5日至2月12日）各服务中心实行轮班值守，报修电话 24 小时有人接听。</p><ul><li>客服值班：每日 9:00–17:00</li><li>工程抢修：全天候</li></ul><p>祝大家新春愉快！</p>',
    audience: 'company',
    publishedDaysAgo: 2,
    top: true,
    readers: ['lihua', 'wangqiang', 'chenjing'],
  },
  {
    companyId: '1001',
    title: '阳光花园1栋、2栋停水通知',
    body: '<p>因市政管网维修，<strong>本周六 8:00–14:00</strong> 1栋、2栋将暂停供水，请提前储水。给您带来不便，敬请谅解。</p>',
    audience: 'buildings',
    targets: ['1001/1栋', '1001/2栋'],
    publishedDaysAgo: 1,
    readers: ['lihua', 'zhangwei'],
  },
  {
    companyId: '1001',
    title: '阳光花园消防安全检查通知',
    body: '<p>服务中心将于下周二起逐户检查烟感与消防通道，届时请家中留人配合。</p>',
    audience: 'communities',
    targets: ['1001'],
    publishedDaysAgo: 6,
    readers: ['liuyang'],
  },
  {
    companyId: '1002',
    title: '翠湖苑地库环氧地坪翻新施工公告',
    body: '<p>地库 B1 层将分区进行地坪翻新，施工期间请按指示牌停车。</p>',
    audience: 'communities',
    targets: ['1002'],
    publishedDaysAgo: null,
    scheduledInDays: 2,
  },
  {
    title: '关于开展2026年度业主满意度调查的通知',
    body: '<p>总部客服中心将于 12 月开展年度满意度调查，欢迎各社区业主踊跃参与。</p>',
    audience: 'communities',
    targets: ['1001', '1002', '1003'],
    publishedDaysAgo: null,
  },
];

/** A handful of notices: company-wide and per community, published, scheduled and draft, some already read. */
export async function seedNoticeDemo(
  orm: Orm,
  ctx: { tenantId: number; now: Date; residentialIds: ReadonlyMap<string, number>; userIds: ReadonlyMap<string, number> },
): Promise<void> {
  const { tenantId, now, residentialIds, userIds } = ctx;
  for (const notice of DEMO_NOTICES) {
    const publishedAt = notice.publishedDaysAgo === null ? null : new Date(now.getTime() - notice.publishedDaysAgo * DAY_MS);
    const readers = (notice.readers ?? []).map((username) => userIds.get(username)!);
    const [row] = await orm
      .insert(notices)
      .values({
        tenantId,
        residentialId: notice.companyId ? residentialIds.get(notice.companyId)! : null,
        title: notice.title,
        body: notice.body,
        audience: notice.audience,
        status: publishedAt ? 1 : 0,
        publishedAt,
        scheduledAt: notice.scheduledInDays ? new Date(now.getTime() + notice.scheduledInDays * DAY_MS) : null,
        top: notice.top ? 1 : 0,
        readCount: readers.length,
        creatorId: userIds.get(notice.companyId ? 'lihua' : 'admin')!,
        createdAt: publishedAt ?? now,
      })
      .returning({ id: notices.id });
    const noticeId = row!.id;
    for (const target of notice.targets ?? []) {
      const [companyId, buildingName] = target.split('/');
      const residentialId = residentialIds.get(companyId!)!;
      let buildingId: number | null = null;
      if (buildingName) {
        const [building] = await orm
          .select({ id: buildings.id })
          .from(buildings)
          .where(and(eq(buildings.residentialId, residentialId), eq(buildings.name, buildingName)));
        buildingId = building!.id;
      }
      await orm.insert(noticeTargets).values({ noticeId, residentialId, buildingId });
    }
    if (readers.length && publishedAt)
      await orm
        .insert(noticeReads)
        .values(readers.map((userId, i) => ({ noticeId, userId, readAt: new Date(publishedAt.getTime() + (i + 1) * 3_600_000) })));
  }
}
