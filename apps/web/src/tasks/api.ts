import { Endpoints, TASK_WS_PATH, type Task } from '@cvap/contracts';
import { apiUrl, http } from '../request/client.js';
import { socketUrl } from './reconnect.js';

export const taskApi = {
  get: (id: string) => http.get<Task>(Endpoints.task(id)),
  startSelfCheck: () => http.post<{ taskId: string }>(Endpoints.startSelfCheck),
};

export function taskChannelUrl(): string {
  return socketUrl(window.location, import.meta.env.BASE_URL, apiUrl(TASK_WS_PATH));
}
