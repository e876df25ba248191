import {
  DOOR_GATEWAY_PATHS,
  DOOR_GATEWAY_TOKEN_HEADER,
  type HeartbeatReport,
  type OpenRecordReport,
  type SimDeviceSpec,
} from '@cvap/contracts';

/** The simulator's side of the device gateway: what it posts to the API and the device list it reads. */
export interface ApiClient {
  heartbeat(report: HeartbeatReport): Promise<void>;
  openRecord(report: OpenRecordReport): Promise<void>;
  devices(): Promise<SimDeviceSpec[]>;
}

export class GatewayError extends Error {}

export function createApiClient(apiUrl: string, token: string, timeoutMs = 10_000): ApiClient {
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const response = await fetch(`${apiUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', [DOOR_GATEWAY_TOKEN_HEADER]: token },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => null)) as { status?: number; message?: string; data?: unknown } | null;
    if (!response.ok || (body && typeof body.status === 'number' && body.status !== 200)) {
      throw new GatewayError(`${path} answered ${response.status}: ${body?.message ?? 'no message'}`);
    }
    return body?.data;
  }
  return {
    heartbeat: async (report) => void (await call(DOOR_GATEWAY_PATHS.heartbeat, { method: 'POST', body: JSON.stringify(report) })),
    openRecord: async (report) => void (await call(DOOR_GATEWAY_PATHS.openRecord, { method: 'POST', body: JSON.stringify(report) })),
    devices: async () => (await call(DOOR_GATEWAY_PATHS.devices)) as SimDeviceSpec[],
  };
}
