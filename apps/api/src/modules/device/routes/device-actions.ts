import { DeviceEndpoints } from '@cvap/contracts';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { endpointRoute, serviceContext } from '../../../engine/index.js';
import { doorDriver } from '../driver/index.js';
import { checkPlatformLogin, openDoor, startUpgradePush, upgradePushResults, visibleDevice } from '../services/device-actions.js';

/** The device screens' actions beside the generic routes: QR code, platform login check, open the door, push an upgrade. */
export async function deviceActionRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, DeviceEndpoints.qrCode, async (request, reply) => {
    const device = await visibleDevice(serviceContext(request), request.params.id);
    const payload = `cvap://device?id=${device.id}&code=${encodeURIComponent(String(device.code))}&community=${device.residentialId}`;
    const png = await QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 256 });
    return reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').send(png);
  });

  endpointRoute(app, DeviceEndpoints.checkLogin, async (request) => {
    const ctx = serviceContext(request);
    const device = await visibleDevice(ctx, request.params.id);
    return checkPlatformLogin(ctx, doorDriver(app.config), device);
  });

  endpointRoute(app, DeviceEndpoints.openDoor, async (request) => {
    const ctx = serviceContext(request);
    const device = await visibleDevice(ctx, request.params.id);
    request.opLogNote = { recordId: String(device.id) };
    await openDoor(ctx, doorDriver(app.config), device);
    return null;
  });

  endpointRoute(app, DeviceEndpoints.upgradePush, async (request) => {
    const deps = { tasks: app.tasks, driver: doorDriver(app.config), gatewayUrl: app.config.doorGatewayUrl };
    const taskId = await startUpgradePush(serviceContext(request), deps, request.body);
    request.opLogNote = { recordId: taskId };
    return { taskId };
  });

  endpointRoute(app, DeviceEndpoints.upgradeResults, async (request) => upgradePushResults(serviceContext(request), request.query.taskId));
}
