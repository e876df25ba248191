import {
  DEVICE_ELEMENTS,
  DevicePaths,
  permissionCode,
  UpgradePushBodySchema,
  deviceResource,
  deviceUpgradeResource,
  type UpgradePushBody,
} from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ok, serviceContext } from '../../../engine/index.js';
import { doorDriver } from '../driver/index.js';
import { checkPlatformLogin, openDoor, startUpgradePush, upgradePushResults, visibleDevice } from '../services/device-actions.js';

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The device screens' actions beside the generic routes: QR code, platform login check, open the door, push an upgrade. */
export async function deviceActionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    DevicePaths.qrCode(':id'),
    {
      config: { access: permissionCode(deviceResource, 'view') as never },
      schema: { tags: ['device'], summary: "The device's QR code (PNG): what a phone scans at the door", params: IdParams },
    },
    async (request, reply) => {
      const device = await visibleDevice(serviceContext(request), request.params.id);
      const payload = `cvap://device?id=${device.id}&code=${encodeURIComponent(String(device.code))}&community=${device.residentialId}`;
      const png = await QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 256 });
      return reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').send(png);
    },
  );

  routes.post(
    DevicePaths.checkLogin(':id'),
    {
      config: { access: permissionCode(deviceResource, 'edit') as never },
      schema: {
        tags: ['device'],
        summary: "Tells the device platform about the device and answers whether it accepts the device's platform login",
        params: IdParams,
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const device = await visibleDevice(ctx, request.params.id);
      return ok(request.language, await checkPlatformLogin(ctx, doorDriver(app.config), device));
    },
  );

  routes.post(
    DevicePaths.openDoor(':id'),
    {
      config: { access: DEVICE_ELEMENTS.openDoor.code, opLog: { resource: 'device', action: 'openDoor' } },
      schema: { tags: ['device'], summary: 'Opens the door of a device now', params: IdParams },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const device = await visibleDevice(ctx, request.params.id);
      request.opLogNote = { recordId: String(device.id) };
      await openDoor(ctx, doorDriver(app.config), device);
      return ok(request.language, null);
    },
  );

  routes.post(
    DevicePaths.upgradePush,
    {
      config: { access: DEVICE_ELEMENTS.upgradePush.code, opLog: { resource: 'deviceUpgrade', action: 'push' } },
      schema: {
        tags: ['deviceUpgrade'],
        summary: 'Pushes an upgrade package to devices as a background task',
        body: UpgradePushBodySchema,
      },
    },
    async (request) => {
      const deps = { tasks: app.tasks, driver: doorDriver(app.config), gatewayUrl: app.config.doorGatewayUrl };
      const taskId = await startUpgradePush(serviceContext(request), deps, request.body as UpgradePushBody);
      request.opLogNote = { recordId: taskId };
      return ok(request.language, { taskId });
    },
  );

  routes.get(
    DevicePaths.upgradeResults,
    {
      config: { access: permissionCode(deviceUpgradeResource, 'view') as never },
      schema: { tags: ['deviceUpgrade'], summary: "One push task's per-device results", querystring: z.object({ taskId: z.uuid() }) },
    },
    async (request) => {
      const { taskId } = request.query as { taskId: string };
      return ok(request.language, await upgradePushResults(serviceContext(request), taskId));
    },
  );
}
