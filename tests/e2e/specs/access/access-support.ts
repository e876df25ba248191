import { expect, type APIRequestContext } from '@playwright/test';
import { call, token } from '../household/household-support.js';

/** The device simulator the e2e run starts, and the gateway token its control routes take. */
export const simUrl = `http://127.0.0.1:${process.env.E2E_DOOR_SIM_PORT ?? 9291}`;
export const gateway = { 'content-type': 'application/json', 'x-door-gateway-token': process.env.CVAP_E2E_GATEWAY_TOKEN ?? '' };

interface DeviceKind {
  /** Code prefix and door-device name prefix, so a screenshot says what the device is for. */
  codePrefix: string;
  namePrefix: string;
  /** The model to use: the first one the catalogue lists that passes. */
  model?: (model: { id: number; needsAuthFile: boolean }) => boolean;
}

/** A new door device of the building, once the simulator has heard of it and reports it online. */
export async function onlineDevice(
  request: APIRequestContext,
  auth: string,
  place: { residentialId: number; buildingId: number },
  kind: DeviceKind,
): Promise<{ id: number; code: string }> {
  const models = await call<{ rows: { id: number; needsAuthFile: boolean }[] }>(
    request,
    auth,
    'POST',
    '/api/property/deviceModel/query/page',
    {
      limit: 100,
    },
  );
  const model = models.rows.find(kind.model ?? (() => true));
  expect(model, `a model for ${kind.namePrefix}`).toBeDefined();
  const code = `${kind.codePrefix}-${token()}`;
  const device = await call<{ id: number }>(request, auth, 'POST', '/api/property/device', {
    residentialId: place.residentialId,
    buildingId: place.buildingId,
    code,
    name: `${kind.namePrefix}${code.slice(-4)}`,
    ip: `10.95.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    modelId: model!.id,
    doorName: '单元门',
    platformAccount: 'admin',
    platformPassword: 'Door@2026',
    authKey: 'e2e-auth-key',
  });
  await expect
    .poll(async () => (await call<{ status: string }>(request, auth, 'GET', `/api/property/device/${device.id}`)).status, {
      timeout: 20_000,
    })
    .toBe('online');
  return { id: device.id, code };
}
