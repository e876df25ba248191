import {
  Access,
  DEVICE_REPORTED_STATES,
  DOOR_GATEWAY_PATHS,
  DOOR_GATEWAY_TOKEN_HEADER,
  VERIFY_METHODS,
  type HeartbeatReport,
  type OpenRecordReport,
} from '@cvap/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError, ok } from '../../../engine/index.js';
import { loadDeviceSpecs } from '../services/load-device-specs.js';
import { upgradePackagePath } from '../services/push-upgrade.js';
import { recordHeartbeat } from '../services/record-heartbeat.js';
import { saveOpenRecord } from '../services/record-open-record.js';

const HeartbeatSchema = z.object({
  devices: z
    .array(z.object({ id: z.string().max(20), state: z.enum(DEVICE_REPORTED_STATES), firmware: z.string().max(30).optional() }))
    .max(10_000),
  at: z.string().max(40),
});

const OpenRecordReportSchema = z.object({
  deviceId: z.string().max(20),
  method: z.enum(VERIFY_METHODS),
  direction: z.union([z.literal(1), z.literal(2)]),
  opened: z.boolean(),
  personId: z.string().max(20).optional(),
  personName: z.string().max(50),
  cardNo: z.string().max(10).optional(),
  captureJpeg: z.string().max(700_000).optional(),
  at: z.string().max(40),
});

/**
 * The device gateway: where the door-device platform (the simulator, or a vendor platform's adapter) reports
 * heartbeats and passages, reads the device list and downloads firmware. No user session: every request must
 * carry DOOR_GATEWAY_TOKEN; without a configured token the gateway refuses everything.
 */
export async function gatewayRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const expected = app.config.doorGatewayToken ? Buffer.from(app.config.doorGatewayToken) : null;
  const checkToken = async (request: FastifyRequest): Promise<void> => {
    const presented = Buffer.from(String(request.headers[DOOR_GATEWAY_TOKEN_HEADER] ?? ''));
    if (!expected || presented.length !== expected.length || !timingSafeEqual(presented, expected))
      throw new AppError('GATEWAY_TOKEN_INVALID');
  };
  const config = { access: Access.PUBLIC, kiosk: true } as const;
  const tags = ['deviceGateway'];

  routes.post(
    DOOR_GATEWAY_PATHS.heartbeat,
    { config, onRequest: checkToken, schema: { tags, summary: 'A heartbeat round of the device platform', body: HeartbeatSchema } },
    async (request) => ok(request.language, { updated: await recordHeartbeat(app.db.orm, request.body as HeartbeatReport) }),
  );

  routes.post(
    DOOR_GATEWAY_PATHS.openRecord,
    {
      config,
      onRequest: checkToken,
      bodyLimit: 1024 * 1024,
      schema: { tags, summary: 'A door passage a device reported', body: OpenRecordReportSchema },
    },
    async (request) => {
      const id = await saveOpenRecord(app.db.orm, app.files, request.body as OpenRecordReport);
      if (id === null) throw new AppError('NOT_FOUND');
      return ok(request.language, { id });
    },
  );

  routes.get(
    DOOR_GATEWAY_PATHS.devices,
    { config, onRequest: checkToken, schema: { tags, summary: 'Every device the platform serves' } },
    async (request) =>
      ok(
        request.language,
        (await loadDeviceSpecs(app.db.orm)).map(({ residentialId: _residential, ...spec }) => spec),
      ),
  );

  routes.get(
    `${DOOR_GATEWAY_PATHS.firmware}/:id`,
    {
      config,
      onRequest: checkToken,
      schema: {
        tags,
        summary: 'An upgrade package, as a device downloads it',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const path = await upgradePackagePath(app.db.orm, id);
      const object = path !== null ? await app.files.get(path) : null;
      if (!object) throw new AppError('NOT_FOUND');
      return reply.header('content-type', 'application/octet-stream').header('content-length', object.size).send(object.body);
    },
  );
}
