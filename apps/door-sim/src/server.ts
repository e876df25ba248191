import { DOOR_GATEWAY_TOKEN_HEADER, VERIFY_METHODS, type SimCommand, type SimDeviceSpec, type VerifyMethod } from '@cvap/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiClient } from './api-client.js';
import type { SimConfig } from './config.js';
import type { Fleet } from './devices/fleet.js';
import { openRecordAt, type OpenRecordInput } from './devices/open-records.js';
import { platformPlugin } from './platform/index.js';
import { chinaDay, issueLicence } from './platform/licence.js';

const COMMANDS = new Set<SimCommand['command']>(['restart', 'upgrade', 'openDoor', 'pushCredential', 'removeCredential']);

function deviceView(fleet: Fleet, id: string) {
  const device = fleet.get(id);
  if (!device) return null;
  return {
    id,
    code: device.spec.code,
    name: device.spec.name,
    ip: device.spec.ip,
    model: device.spec.model,
    verifyMethods: device.spec.verifyMethods,
    state: fleet.reportedState(device) ?? 'silent',
    firmware: device.firmware,
    behaviour: device.behaviour,
    credentials: [...device.credentials.values()],
  };
}

/**
 * The simulator's HTTP side: the platform API the driver in apps/api calls (devices, commands), a control
 * surface for tests and the demo (/sim/...), and the upstream platform plugin. Everything but /health needs
 * the gateway token.
 */
export async function buildServer(config: SimConfig, fleet: Fleet, api: ApiClient): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.get('/health', async () => ({ ok: true, devices: fleet.list().length }));

  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/health') return;
    if (request.headers[DOOR_GATEWAY_TOKEN_HEADER] !== config.gatewayToken) {
      await reply.code(401).send({ ok: false, reason: 'gateway token missing or wrong' });
    }
  });

  app.get('/devices', async () => fleet.list().map((d) => deviceView(fleet, d.spec.id)));
  app.get<{ Params: { id: string } }>('/devices/:id', async (request, reply) => {
    const view = deviceView(fleet, request.params.id);
    return view ?? reply.code(404).send({ ok: false, reason: 'no such device' });
  });
  app.put<{ Params: { id: string }; Body: SimDeviceSpec }>('/devices/:id', async (request) => {
    const device = fleet.upsert({ ...request.body, id: request.params.id });
    return { ok: true, loginAccepted: fleet.loginAccepted(device) };
  });
  app.delete<{ Params: { id: string } }>('/devices/:id', async (request) => ({ ok: fleet.remove(request.params.id) }));
  app.post<{ Params: { id: string }; Body: SimCommand }>('/devices/:id/commands', async (request, reply) => {
    if (!request.body || !COMMANDS.has(request.body.command)) return reply.code(400).send({ ok: false, reason: 'unknown command' });
    return fleet.execute(request.params.id, request.body);
  });

  // Control surface: make a device misbehave, or have a person pass its door now.
  app.post<{ Params: { id: string }; Body: { offline?: boolean; fault?: boolean; failureRate?: number; failNext?: number } }>(
    '/sim/devices/:id/behaviour',
    async (request, reply) => {
      const device = fleet.get(request.params.id);
      if (!device) return reply.code(404).send({ ok: false, reason: 'no such device' });
      const { offline, fault, failureRate, failNext } = request.body ?? {};
      if (typeof offline === 'boolean') device.behaviour.offline = offline;
      if (typeof fault === 'boolean') device.behaviour.fault = fault;
      if (typeof failureRate === 'number' && failureRate >= 0 && failureRate <= 1) device.behaviour.failureRate = failureRate;
      if (typeof failNext === 'number' && Number.isInteger(failNext) && failNext >= 0) device.behaviour.failNext = failNext;
      return { ok: true, behaviour: device.behaviour };
    },
  );
  // The platform issues a community's authorization file (what an operator downloads from the vendor), signed.
  // validUntil defaults to a year from today; a past one gives an expired file, to see it refused.
  app.get<{ Querystring: { residentialId?: string; validFrom?: string; validUntil?: string; issuedBy?: string } }>(
    '/sim/licence',
    async (request, reply) => {
      const { residentialId, validFrom, validUntil, issuedBy } = request.query;
      const id = Number(residentialId);
      const day = /^\d{4}-\d{2}-\d{2}$/;
      if (!Number.isInteger(id) || id <= 0) return reply.code(400).send({ ok: false, reason: 'residentialId must be a positive integer' });
      if ((validFrom && !day.test(validFrom)) || (validUntil && !day.test(validUntil)))
        return reply.code(400).send({ ok: false, reason: 'validFrom and validUntil are yyyy-MM-dd' });
      const licence = issueLicence(
        {
          residentialId: id,
          validFrom: validFrom ?? chinaDay(),
          validUntil: validUntil ?? chinaDay(365),
          ...(issuedBy ? { issuedBy: issuedBy.slice(0, 100) } : {}),
        },
        config.licenceSecret,
      );
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="licence-${id}.lic"`)
        .send(`${JSON.stringify(licence, null, 2)}\n`);
    },
  );
  app.post<{ Params: { id: string }; Body: OpenRecordInput }>('/sim/devices/:id/passage', async (request, reply) => {
    const device = fleet.get(request.params.id);
    if (!device) return reply.code(404).send({ ok: false, reason: 'no such device' });
    if (!VERIFY_METHODS.includes(request.body?.method as VerifyMethod))
      return reply.code(400).send({ ok: false, reason: 'unknown method' });
    const report = openRecordAt(device, request.body);
    await api.openRecord(report);
    return { ok: true, passage: report };
  });

  await app.register(platformPlugin);
  return app;
}
