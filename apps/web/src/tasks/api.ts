import { PlatformEndpoints, TASK_WS_PATH } from '@cvap/contracts';
import { apiUrl } from '../request/client.js';
import { callEndpoint } from '../request/endpoint.js';
import { socketUrl } from './reconnect.js';

export const taskApi = {
  get: (id: string) => callEndpoint(PlatformEndpoints.task, { params: { id } }),
  startSelfCheck: () => callEndpoint(PlatformEndpoints.startSelfCheck, {}),
};

export function taskChannelUrl(): string {
  return socketUrl(window.location, import.meta.env.BASE_URL, apiUrl(TASK_WS_PATH));
}
