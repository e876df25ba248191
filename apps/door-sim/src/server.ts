import { DOOR_GATEWAY_TOKEN_HEADER, VERIFY_METHODS, type SimCommand, type SimDeviceSpec, type VerifyMethod } from '@cvap/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiClient } from './api-client.js';
import type { SimConfig } from './config.js';
import type { Fleet } from './devices/fleet.js';
import { passageAt, type PassageInput } from './devices/passages.js';
import { platformPlugin } from './platform/index.js';

const COMMANDS = new Set<SimCommand['command']>(['restart', 'upgrade', 'openDoor', 'pushCredential', 'removeCredential']);

function deviceView(fleet: Fleet, code: string) {
  const device = fleet.get(code);
  if (!device) return null;
  return {
    code,
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

  app.get('/devices', async () => fleet.list().map((d) => deviceView(fleet, d.spec.code)));
  app.get<{ Params: { code: string } }>('/devices/:code', async (request, reply) => {
    const view = deviceView(fleet, request.params.code);
    return view ?? reply.code(404).send({ ok: false, reason: 'no such device' });
  });
  app.put<{ Params: { code: string }; Body: SimDeviceSpec }>('/devices/:code', async (request) => {
    const device = fleet.upsert({ ...request.body, code: request.params.code });
    return { ok: true, loginAccepted: fleet.loginAccepted(device) };
  });
  app.delete<{ Params: { code: string } }>('/devices/:code', async (request) => ({ ok: fleet.remove(request.params.code) }));
  app.post<{ Params: { code: string }; Body: SimCommand }>('/devices/:code/commands', async (request, reply) => {
    if (!request.body || !COMMANDS.has(request.body.command)) return reply.code(400).send({ ok: false, reason: 'unknown command' });
    return fleet.execute(request.params.code, request.body);
  });

  // Control surface: make a device misbehave, or have a person pass its door now.
  app.post<{ Params: { code: string }; Body: { offline?: boolean; fault?: boolean; failureRate?: number; failNext?: number } }>(
    '/sim/devices/:code/behaviour',
    async (request, reply) => {
      const device = fleet.get(request.params.code);
      if (!device) return reply.code(404).send({ ok: false, reason: 'no such device' });
      const { offline, fault, failureRate, failNext } = request.body ?? {};
      if (typeof offline === 'boolean') device.behaviour.offline = offline;
      if (typeof fault === 'boolean') device.behaviour.fault = fault;
      if (typeof failureRate === 'number' && failureRate >= 0 && failureRate <= 1) device.behaviour.failureRate = failureRate;
      if (typeof failNext === 'number' && Number.isInteger(failNext) && failNext >= 0) device.behaviour.failNext = failNext;
      return { ok: true, behaviour: device.behaviour };
    },
  );
  app.post<{ Params: { code: string }; Body: PassageInput }>('/sim/devices/:code/passage', async (request, reply) => {
    const device = fleet.get(request.params.code);
    if (!device) return reply.code(404).send({ ok: false, reason: 'no such device' });
    if (!VERIFY_METHODS.includes(request.body?.method as VerifyMethod))
      return reply.code(400).send({ ok: false, reason: 'unknown method' });
    const report = passageAt(device, request.body);
    await api.passage(report);
    return { ok: true, passage: report };
  });

  await app.register(platformPlugin);
  return app;
}
