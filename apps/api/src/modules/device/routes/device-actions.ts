import {
  DEVICE_ELEMENTS,
  DevicePaths,
  DOOR_GATEWAY_PATHS,
  permissionCode,
  UpgradePushBodySchema,
  deviceResource,
  deviceUpgradeResource,
  type UpgradePushBody,
} from '@cvap/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { deviceUpgradeResults, devices } from '../schema.js';
import { actingScope, AppError, caller, findVisible, ok, resolvedEntry, scopeCondition } from '../../../engine/index.js';
import { doorDriver } from '../driver/index.js';
import { deviceEntry, deviceUpgradeEntry } from '../registry.js';
import { devicesById, loadDeviceSpecs } from '../services/load-device-specs.js';
import { pushUpgrade, upgradeResults } from '../services/push-upgrade.js';

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const TITLE = { zh_cn: (name: string) => `推送升级：${name}`, en: (name: string) => `Push upgrade: ${name}` };

/** The device screens' actions beside the generic routes: QR code, open the door, push an upgrade. */
export async function deviceActionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deviceRes = resolvedEntry(deviceEntry);
  const upgradeRes = resolvedEntry(deviceUpgradeEntry);
  const ctxOf = (request: Parameters<typeof actingScope>[0]) => ({ orm: app.db.orm, scope: actingScope(request) });

  routes.get(
    DevicePaths.qrCode(':id'),
    {
      config: { access: permissionCode(deviceResource, 'view') as never },
      schema: { tags: ['device'], summary: "The device's QR code (PNG): what a phone scans at the door", params: IdParams },
    },
    async (request, reply) => {
      const device = await findVisible(ctxOf(request), deviceRes, request.params.id);
      const payload = `cvap://device?id=${device.id}&code=${encodeURIComponent(String(device.code))}&community=${device.residentialId}`;
      const png = await QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 256 });
      return reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').send(png);
    },
  );

  routes.post(
    DevicePaths.openDoor(':id'),
    {
      config: { access: DEVICE_ELEMENTS.openDoor.code, opLog: { resource: 'device', action: 'openDoor' } },
      schema: { tags: ['device'], summary: 'Opens the door of a device now', params: IdParams },
    },
    async (request) => {
      const device = await findVisible(ctxOf(request), deviceRes, request.params.id);
      request.opLogNote = { recordId: String(device.id) };
      if (device.isRemote === false) throw new AppError('DEVICE_REMOTE_DISABLED');
      const [spec] = await loadDeviceSpecs(app.db.orm, devicesById([device.id as number]));
      const answer = await doorDriver(app.config).openDoor(spec!);
      if (!answer.ok) throw new AppError('DEVICE_COMMAND_FAILED', { params: { reason: answer.reason } });
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
      const body = request.body as UpgradePushBody;
      const scope = actingScope(request);
      const upgrade = await findVisible(ctxOf(request), upgradeRes, body.upgradeId);
      const ids = [...new Set(body.deviceIds)];
      const visible = await app.db.orm
        .select({ id: devices.id })
        .from(devices)
        .where(
          and(
            inArray(devices.id, ids),
            eq(devices.residentialId, upgrade.residentialId as number),
            scopeCondition(app.db.orm, deviceRes, scope),
          ),
        );
      // A device of another community reads as a missing one (nothing is pushed anywhere).
      if (visible.length !== ids.length) throw new AppError('NOT_FOUND');
      const specs = await loadDeviceSpecs(app.db.orm, devicesById(ids));
      const user = caller(request).user;
      const language = request.language;
      const name = `${String(upgrade.upgradeName)} ${String(upgrade.upgradeVersion)}`;
      const url = `${app.config.doorGatewayUrl}${DOOR_GATEWAY_PATHS.firmware}/${upgrade.id}?v=${encodeURIComponent(String(upgrade.upgradeVersion))}`;
      const task = await app.tasks.start(
        { userId: user.id, language, type: 'deviceUpgrade', source: deviceUpgradeResource.menu, title: TITLE[language](name) },
        (context) => pushUpgrade(app.db.orm, doorDriver(app.config), { upgradeId: upgrade.id as number, url, specs, language }, context),
      );
      request.opLogNote = { recordId: task.id };
      return ok(language, { taskId: task.id });
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
      const [first] = await app.db.orm
        .select({ upgradeId: deviceUpgradeResults.upgradeId })
        .from(deviceUpgradeResults)
        .where(eq(deviceUpgradeResults.taskId, taskId))
        .limit(1);
      if (!first) throw new AppError('NOT_FOUND');
      await findVisible(ctxOf(request), upgradeRes, first.upgradeId);
      return ok(request.language, await upgradeResults(app.db.orm, taskId, request.language));
    },
  );
}
