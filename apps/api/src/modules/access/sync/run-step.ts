import type { RalidStepName } from '@cvap/contracts';
import { inTransaction, type Orm } from '../../../engine/index.js';
import { ralidPages, type RalidClientOptions } from './ralid-client.js';
import { removeUnsynced, writeRalidRows } from './writers.js';

/**
 * One step of the sync: every page of the data set upserted, then the rows the platform no longer has removed,
 * all in one transaction. A failure at any page (the platform's error, a dead connection, a bad row) rolls the
 * whole step back: the company's copy of that set stays as the last complete sync left it.
 */
export async function runSyncStep(
  orm: Orm,
  client: RalidClientOptions,
  step: RalidStepName,
  target: { tenantId: number; runId: number },
  signal: AbortSignal,
  onPage: (done: number, total: number) => Promise<void> | void,
): Promise<number> {
  return inTransaction(orm, async (tx) => {
    let done = 0;
    for await (const page of ralidPages(client, step, signal)) {
      await writeRalidRows(tx, step, target.tenantId, target.runId, page.rows);
      done += page.rows.length;
      await onPage(done, Math.max(page.total, done));
    }
    signal.throwIfAborted();
    await removeUnsynced(tx, step, target.tenantId, target.runId);
    return done;
  });
}
