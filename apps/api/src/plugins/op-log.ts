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
    residentialId: scope?.kind === 'community' ? scope.residentialId : null,
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

/**
 * Writes one op_logs row after the response for every non-GET route that declares `config.opLog` (login and
 * logout included, failed or not). The insert is not awaited by the request; app close waits for pending ones.
 */
export const opLogPlugin = fp(async (app) => {
  const pending = new Set<Promise<unknown>>();

  app.addHook('onResponse', async (request, reply) => {
    const target = request.routeOptions.config.opLog;
    if (!target || request.method === 'GET' || request.method === 'HEAD') return;
    const write = app.db.orm
      .insert(opLogs)
      .values(rowFor(request, reply, target))
      .catch((error: unknown) => request.log.warn({ err: error }, 'operation log write failed'))
      .finally(() => pending.delete(write));
    pending.add(write);
  });

  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
});
