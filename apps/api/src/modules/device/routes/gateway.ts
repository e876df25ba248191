import { DeviceGatewayEndpoints, DOOR_GATEWAY_TOKEN_HEADER } from '@cvap/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { AppError, endpointRoute } from '../../../engine/index.js';
import { loadDeviceSpecs } from '../services/load-device-specs.js';
import { upgradePackagePath } from '../services/push-upgrade.js';
import { recordHeartbeat } from '../services/record-heartbeat.js';
import { saveOpenRecord } from '../services/record-open-record.js';

/**
 * The device gateway: where the door-device platform (the simulator, or a vendor platform's adapter) reports
 * heartbeats and passages, reads the device list and downloads firmware. No user session: every request must
 * carry DOOR_GATEWAY_TOKEN; without a configured token the gateway refuses everything.
 */
export async function gatewayRoutes(app: FastifyInstance): Promise<void> {
  const expected = app.config.doorGatewayToken ? Buffer.from(app.config.doorGatewayToken) : null;
  const checkToken = async (request: FastifyRequest): Promise<void> => {
    const presented = Buffer.from(String(request.headers[DOOR_GATEWAY_TOKEN_HEADER] ?? ''));
    if (!expected || presented.length !== expected.length || !timingSafeEqual(presented, expected))
      throw new AppError('GATEWAY_TOKEN_INVALID');
  };
  const gateway = { onRequest: checkToken };

  endpointRoute(
    app,
    DeviceGatewayEndpoints.heartbeat,
    async (request) => ({ updated: await recordHeartbeat(app.db.orm, request.body) }),
    gateway,
  );

  endpointRoute(
    app,
    DeviceGatewayEndpoints.openRecord,
    async (request) => {
      const id = await saveOpenRecord(app.db.orm, app.files, request.body);
      if (id === null) throw new AppError('NOT_FOUND');
      return { id };
    },
    // A passage may carry a capture (base64 JPEG).
    { ...gateway, bodyLimit: 1024 * 1024 },
  );

  endpointRoute(
    app,
    DeviceGatewayEndpoints.devices,
    async () => (await loadDeviceSpecs(app.db.orm)).map(({ residentialId: _residential, ...spec }) => spec),
    gateway,
  );

  endpointRoute(
    app,
    DeviceGatewayEndpoints.firmware,
    async (request, reply) => {
      const path = await upgradePackagePath(app.db.orm, request.params.id);
      const object = path !== null ? await app.files.get(path) : null;
      if (!object) throw new AppError('NOT_FOUND');
      return reply.header('content-type', 'application/octet-stream').header('content-length', object.size).send(object.body);
    },
    gateway,
  );
}
