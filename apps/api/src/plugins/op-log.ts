import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { opLogs } from '../db/schema/index.js';
import { encodeNewlines, maskForLog } from '../lib/mask.js';

function rowFor(request: FastifyRequest, reply: FastifyReply, target: { resource: string; action: string }) {
  const note = request.opLogNote ?? {};
  const params = request.params as Record<string, unknown> | undefined;
  const recordId = note.recordId ?? (typeof params?.id === 'string' ? params.id : undefined);
  const scope = request.scope;
  return {
    userId: request.auth?.user.id ?? note.userId ?? null,
    username: encodeNewlines(request.auth?.user.username ?? note.username ?? '').slice(0, 64) || null,
    residentialId: scope?.kind === 'residential' ? scope.residentialId : null,
    ip: request.ip.slice(0, 64),
    method: request.method.slice(0, 8),
    path: encodeNewlines(request.url.split('?')[0] ?? '').slice(0, 300),
    resource: target.resource,
    action: target.action,
    recordId: recordId ? encodeNewlines(recordId).slice(0, 64) : null,
    status: reply.envelopeStatus,
    httpStatus: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime),
    detail: request.body === undefined ? null : { body: maskForLog(request.body) },
  };
}

/** Rows written by one insert at most (a burst of mutations is written in a few statements). */
const MAX_BATCH = 500;

type OpLogRow = ReturnType<typeof rowFor>;

/**
 * Writes one op_logs row after the response for every non-GET route that declares `config.opLog` (login and
 * logout included, failed or not). The insert is not awaited by the request; app close waits for pending ones.
 * A row is sent at once when no insert is in flight; rows of responses that end while one is in flight wait for
 * it and go together in the next insert (one commit for many under load, instead of one each). A refused batch
 * is retried row by row, so one bad row loses only itself.
 */
export const opLogPlugin = fp(async (app) => {
  const queue: OpLogRow[] = [];
  let draining: Promise<void> | null = null;

  async function insert(rows: OpLogRow[]): Promise<void> {
    try {
      await app.db.orm.insert(opLogs).values(rows);
    } catch (error) {
      if (rows.length === 1) app.log.warn({ err: error }, 'operation log write failed');
      else for (const row of rows) await insert([row]);
    }
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length) await insert(queue.splice(0, MAX_BATCH));
    } finally {
      draining = null;
    }
  }

  app.addHook('onResponse', async (request, reply) => {
    const target = request.routeOptions.config.opLog;
    if (!target || request.method === 'GET' || request.method === 'HEAD') return;
    queue.push(rowFor(request, reply, target));
    draining ??= drain();
  });

  app.addHook('onClose', async () => {
    while (draining) await draining;
  });
});
