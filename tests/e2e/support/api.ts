import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { PlatformEndpoints, type Envelope, type Language, type Task, type UserInfo } from '@cvap/contracts';
import type { DemoUser } from './users.js';
import { storageKeys } from './paths.js';

/** Direct calls to the API, for setting up or checking state around what a test does in the browser. */

async function envelopeOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Envelope<T>> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.status, `${response.url()} answered ${body.status} ${body.message}`).toBe(200);
  return body;
}

export async function apiLogin(request: APIRequestContext, user: Pick<DemoUser, 'username' | 'password'>): Promise<string> {
  const response = await request.post('/api/auth/jwt/token', { data: { username: user.username, password: user.password } });
  return (await envelopeOf<string>(response)).data;
}

export async function apiUserInfo(request: APIRequestContext, token: string): Promise<UserInfo> {
  const response = await request.get('/api/admin/user/front/info', { headers: { Authorization: token } });
  return (await envelopeOf<UserInfo>(response)).data;
}

export async function apiSetLanguage(request: APIRequestContext, token: string, language: Language): Promise<void> {
  const response = await request.put('/api/admin/user/preferences', { headers: { Authorization: token }, data: { language } });
  await envelopeOf<null>(response);
}

export async function apiChangePassword(request: APIRequestContext, token: string, oldPassword: string, password: string): Promise<void> {
  const response = await request.put('/api/admin/user/password', {
    headers: { Authorization: token },
    data: { oldPassword, password, confirmPassword: password },
  });
  await envelopeOf<null>(response);
}

/** An authenticated POST answered 200 (a create or a query used to set up a test); its data. */
export async function apiPost<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: { Authorization: token }, data });
  return (await envelopeOf<T>(response)).data;
}

export async function apiTask(request: APIRequestContext, token: string, taskId: string): Promise<Task> {
  const response = await request.get(`/api/admin/task/${encodeURIComponent(taskId)}`, { headers: { Authorization: token } });
  return (await envelopeOf<Task>(response)).data;
}

/** The API's download path for stored files (`filePath` as the query); a generated file needs its owner's token. */
export const DOWNLOAD_PATH = PlatformEndpoints.download.path;

/** The value of a finished task's result line, by its label (e.g. the path of its result file). */
export function taskResultValue(task: Task, label: string): string {
  const value = task.result?.find((line) => line.label === label)?.value;
  expect(value, `no result line ${label} in ${JSON.stringify(task.result)}`).toBeTruthy();
  return value!;
}

/** Downloads a stored file with the token, expecting 200; its bytes. */
export async function apiDownload(request: APIRequestContext, token: string, filePath: string): Promise<Buffer> {
  const response = await request.get(DOWNLOAD_PATH, { params: { filePath }, headers: { Authorization: token } });
  expect(response.status(), `download of ${filePath}`).toBe(200);
  return response.body();
}

/** The token the console keeps in its cookie, or undefined when logged out. */
export async function tokenCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === storageKeys.tokenCookie)?.value;
}

/** Puts a token where the console keeps it, as if this browser had logged in (or been handed the token). */
export async function setTokenCookie(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: storageKeys.tokenCookie, value: token, url: baseURL, sameSite: 'Strict' }]);
}

/** The demo communities' row ids, by their names (阳光花园 → its residentialId). */
export async function apiResidentialIds(request: APIRequestContext, token: string): Promise<Map<string, number>> {
  const page = await apiPost<{ rows: { id: number; residentialName: string }[] }>(request, token, '/api/door/residential/query/page', {
    page: 1,
    limit: 100,
  });
  return new Map(page.rows.map((row) => [row.residentialName, row.id]));
}
