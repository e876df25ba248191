import { DOOR_GATEWAY_TOKEN_HEADER, type CommandResult, type SimCommand } from '@cvap/contracts';
import type { DoorDriver, DriverDevice } from './types.js';

/** A device has this long to answer a command (the simulator answers within its configured delay). */
const COMMAND_TIMEOUT_MS = 30_000;

function failure(error: unknown): CommandResult {
  const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
  return { ok: false, failure: 'unreachable', reason: `device platform unreachable: ${cause}` };
}

/** The driver of apps/door-sim over HTTP (DOOR_DRIVER=simulator, DOOR_SIM_URL, DOOR_GATEWAY_TOKEN). */
export function simulatorDriver(baseUrl: string, token: string | null, timeoutMs = COMMAND_TIMEOUT_MS): DoorDriver {
  async function call<T extends CommandResult>(method: string, path: string, body?: unknown): Promise<T | CommandResult> {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', [DOOR_GATEWAY_TOKEN_HEADER]: token ?? '' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => null)) as (CommandResult & Record<string, unknown>) | null;
      if (answer && answer.ok === true) return answer as T;
      // A refusal the platform did not classify (a 404 for an unknown device, a 400) is the device's failure.
      if (answer && answer.ok === false)
        return { ...answer, failure: answer.failure ?? (response.status === 404 ? 'notRegistered' : 'commandFailed') } as T;
      return { ok: false, failure: 'unreachable', reason: `device platform answered HTTP ${response.status}` };
    } catch (error) {
      return failure(error);
    }
  }
  const command = (device: DriverDevice, c: SimCommand) => call('POST', `/devices/${encodeURIComponent(device.id)}/commands`, c);
  return {
    name: 'simulator',
    register: (device) => call<CommandResult & { loginAccepted?: boolean }>('PUT', `/devices/${encodeURIComponent(device.id)}`, device),
    unregister: (id) => call('DELETE', `/devices/${encodeURIComponent(id)}`),
    restart: (device) => command(device, { command: 'restart' }),
    upgrade: (device, url) => command(device, { command: 'upgrade', url }),
    openDoor: (device) => command(device, { command: 'openDoor' }),
    pushCredential: (device, credential) => command(device, { command: 'pushCredential', credential }),
    removeCredential: (device, credential) => command(device, { command: 'removeCredential', credential }),
  };
}
