import { and, eq, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { files } from '../../db/schema/index.js';
import { defineJobHandler } from '../job-handler.js';
import { hoursBefore } from './time.js';

const BATCH = 500;
const USE_TEMPORARY = 2;
const STATUS_DELETE_FAILED = 1;

export const cleanTemporaryFiles = defineJobHandler({
  label: { zh: '清理临时文件', en: 'Clean temporary files' },
  description: {
    zh: '删除早于指定小时数的临时文件（导入包、导入结果、导出文件）',
    en: 'Deletes temporary files (import archives, import results, exports) older than the given number of hours',
  },
  params: z.strictObject({ olderThanHours: z.number().int().min(1).max(8760).default(24) }),
  className: 'cvap.scheduler.CleanTemporaryFiles',
  methodName: 'run',
  beanName: 'cleanTemporaryFiles',
  async run({ orm, files: store, tenantId, now, signal }, { olderThanHours }) {
    let deleted = 0;
    let failed = 0;
    for (;;) {
      signal.throwIfAborted();
      const batch = await orm
        .select({ id: files.id, storedPath: files.storedPath })
        .from(files)
        .where(
          and(
            eq(files.tenantId, tenantId),
            eq(files.useType, USE_TEMPORARY),
            eq(files.status, 0),
            lt(files.createdAt, hoursBefore(now, olderThanHours)),
          ),
        )
        .limit(BATCH);
      if (batch.length === 0) break;
      const removed: number[] = [];
      const kept: number[] = [];
      // A path of no stored shape is refused by the store (false): its row is marked, never looped on.
      for (const file of batch) ((await store.remove(file.storedPath)) ? removed : kept).push(file.id);
      if (removed.length) await orm.delete(files).where(inArray(files.id, removed));
      // Status 1 "delete failed" keeps the row visible in file management and out of the next batch.
      if (kept.length) await orm.update(files).set({ status: STATUS_DELETE_FAILED }).where(inArray(files.id, kept));
      deleted += removed.length;
      failed += kept.length;
    }
    return { deleted, failed };
  },
});
