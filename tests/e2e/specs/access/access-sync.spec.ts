import { RALID_STEP_NAMES } from '@cvap/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { chooseLanguage } from '../../support/header.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';

const STEPS = RALID_STEP_NAMES;
const simUrl = `http://127.0.0.1:${process.env.E2E_DOOR_SIM_PORT ?? 9291}`;

/** Tells the simulator's access-control platform which step to fail at (null: none). */
async function platformFailsAt(step: number | null): Promise<void> {
  const response = await fetch(`${simUrl}/platform/ralid/_control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-door-gateway-token': process.env.CVAP_E2E_GATEWAY_TOKEN ?? '' },
    body: JSON.stringify({ failStep: step, failMode: 'error' }),
  });
  expect(response.ok).toBe(true);
}

const step = (page: Page, name: string) => page.getByTestId(`access-sync-step-${name}`);

/** Starts a run and waits until the screen shows that run (not the previous one). */
async function startSync(page: Page): Promise<void> {
  const started = page.waitForResponse((r) => r.url().endsWith('/api/proxy/ralid/sync') && r.request().method() === 'POST');
  await page.getByTestId('access-sync-start').click();
  const body = (await (await started).json()) as { status: number; data: { taskId: string } };
  expect(body.status).toBe(200);
  await expect(page.getByTestId('access-sync-status')).toHaveAttribute('data-task-id', body.data.taskId);
}

test.afterEach(async ({ request }) => {
  await platformFailsAt(null);
  // Leave the admin in Chinese, as the other specs expect.
  await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
});

test('the access-control sync runs its eight steps, then stops at a failing step 5 with the platform’s error (zh, then en)', async ({
  page,
}) => {
  await login(page, users.admin);
  await page.goto('/deviceManager/accessSync');
  await expect(page.getByText('门禁平台同步').first()).toBeVisible();

  await startSync(page);
  await expect(page.getByTestId('access-sync-status')).toHaveText('同步成功', { timeout: 60_000 });
  for (const name of STEPS) await expect(step(page, name)).toHaveAttribute('data-status', 'succeeded');
  await expect(step(page, 'getUsers')).toContainText('成功 · 300 条');
  await expect(page.getByTestId('access-sync-progress')).toHaveAttribute('aria-valuenow', '100');
  await saveScreen(page, 'access-sync-zh-succeeded');

  await platformFailsAt(5);
  await startSync(page);
  await expect(page.getByTestId('access-sync-status')).toHaveText('同步失败', { timeout: 60_000 });
  await expect(page.getByTestId('access-sync-error')).toContainText('「人员」同步失败');
  await expect(page.getByTestId('access-sync-error')).toContainText('门禁平台数据库连接超时（第5步 getUsers）');
  for (const name of STEPS.slice(0, 4)) await expect(step(page, name)).toHaveAttribute('data-status', 'succeeded');
  await expect(step(page, 'getUsers')).toHaveAttribute('data-status', 'failed');
  for (const name of STEPS.slice(5)) await expect(step(page, name)).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('access-sync-progress')).toHaveAttribute('aria-valuenow', '100');
  await saveScreen(page, 'access-sync-zh-failed-step-5');

  await chooseLanguage(page, 'en');
  await expect(page.getByText('Access-control sync').first()).toBeVisible();
  await startSync(page);
  await expect(page.getByTestId('access-sync-status')).toHaveText('Failed', { timeout: 60_000 });
  await expect(page.getByTestId('access-sync-error')).toContainText('Users failed');
  await expect(page.getByTestId('access-sync-error')).toContainText('platform database timed out (step 5 getUsers)');
  await expect(step(page, 'getCard')).toHaveAttribute('data-status', 'pending');
  await saveScreen(page, 'access-sync-en-failed-step-5');

  // Once the platform is healthy again, the rerun completes with the same counts (no duplicates).
  await platformFailsAt(null);
  await startSync(page);
  await expect(page.getByTestId('access-sync-status')).toHaveText('Succeeded', { timeout: 60_000 });
  await expect(step(page, 'getUsers')).toContainText('Succeeded · 300 records');
});
