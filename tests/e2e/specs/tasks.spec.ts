import { expect, test, type Page } from '@playwright/test';
import { apiTask, tokenCookie } from '../support/api.js';
import { saveScreen } from '../support/artifacts.js';
import { shell } from '../support/header.js';
import { storageKeys } from '../support/paths.js';
import { login, logout, sessionItem } from '../support/session.js';
import { users } from '../support/users.js';

/** Starts the system self-check from the dashboard and returns the new task's id. */
async function startSelfCheck(page: Page): Promise<string> {
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/task/selfCheck') && response.request().method() === 'POST',
  );
  await page.getByTestId('self-check-start').click();
  const body = (await (await started).json()) as { status: number; data: { taskId: string } };
  expect(body.status).toBe(200);
  return body.data.taskId;
}

/** The persistent notification raised when a task ends, with its "view details" action. */
function taskEndedNotice(page: Page) {
  return page.locator('.ant-notification-notice').filter({ hasText: /查看详情|view details/i });
}

/** Waits for the persistent ended-task notice and closes it, as the user must. */
async function dismissTaskEndedNotice(page: Page): Promise<void> {
  const notice = taskEndedNotice(page);
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await notice.getByRole('button', { name: /close|关闭/i }).click();
  await expect(notice).toBeHidden();
}

async function openTaskList(page: Page) {
  const list = page.getByTestId('task-list');
  if (!(await list.isVisible())) await shell(page).taskIndicator.click();
  await expect(list).toBeVisible();
  return list;
}

const taskItems = (page: Page) => page.getByTestId('task-list').locator('[data-testid^="task-item-"]');
const badgeCount = (page: Page) => shell(page).taskIndicator.locator('.ant-badge-count');

test.describe('task indicator', () => {
  test('the self-check is listed while running, ends with a persistent notification and details, and the list survives a reload', async ({
    page,
    context,
    request,
  }) => {
    // The page's clock, so that the notice's persistence is checked past antd's 4.5 s without waiting for it.
    await page.clock.install();
    await login(page, users.admin);
    const taskId = await startSelfCheck(page);

    // While running, the badge counts it (only tasks at 205 are counted).
    await expect(badgeCount(page)).toHaveText('1');
    await openTaskList(page);
    await expect(page.getByTestId(`task-item-${taskId}`)).toBeVisible();
    await saveScreen(page, 'task-list');

    const notice = taskEndedNotice(page);
    await expect(notice).toBeVisible({ timeout: 60_000 });
    await expect(badgeCount(page)).toBeHidden();
    await expect(page.getByTestId(`task-item-${taskId}`)).toBeVisible();
    // Persistent: antd's notices close after 4.5 s by default; this one stays.
    await page.clock.fastForward(6_000);
    await expect(notice).toBeVisible();

    await notice.getByText(/查看详情|view details/i).click();
    const dialog = page.getByTestId('task-detail-dialog');
    await expect(dialog).toBeVisible();
    const task = await apiTask(request, (await tokenCookie(context)) ?? '', taskId);
    expect(task.result?.length ?? 0, 'the self-check reports its lines').toBeGreaterThan(0);
    for (const line of task.result ?? []) await expect(dialog).toContainText(line.label);
    await saveScreen(page, 'task-detail');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    expect(await sessionItem(page, storageKeys.tasks)).toContain(taskId);
    await page.reload();
    // The console's first load after a reload (session, menus) on a loaded machine: the navigation's time.
    await expect(shell(page).taskIndicator).toBeVisible({ timeout: 30_000 });
    await openTaskList(page);
    await expect(page.getByTestId(`task-item-${taskId}`)).toBeVisible();
    await expect(badgeCount(page)).toBeHidden();
  });

  test('removing the entry empties the list, and logging out clears the list', async ({ page }) => {
    await login(page, users.admin);
    const first = await startSelfCheck(page);
    await openTaskList(page);
    await expect(page.getByTestId(`task-item-${first}`)).toBeVisible();
    await dismissTaskEndedNotice(page);
    // Dismissing the notice may be closing the list (its leave animation still shows it): close it for sure, then reopen.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('task-list')).toBeHidden();

    await openTaskList(page);
    await page.getByTestId(`task-remove-${first}`).click();
    await expect(taskItems(page)).toHaveCount(0);

    await page.keyboard.press('Escape');
    const second = await startSelfCheck(page);
    await dismissTaskEndedNotice(page);
    await openTaskList(page);
    await expect(page.getByTestId(`task-item-${second}`)).toBeVisible();

    await logout(page);
    expect(await sessionItem(page, storageKeys.tasks)).toBeNull();
    await login(page, users.admin);
    await openTaskList(page);
    await expect(taskItems(page)).toHaveCount(0);
  });

  test('run now on the job screen runs as a task: listed while it runs, then its ended notice and counts', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/systemManager/quartzJob');
    const row = page.locator('tr').filter({ hasText: 'cleanTemporaryFiles' });
    const ran = page.waitForResponse((response) => /\/api\/admin\/quartzJob\/\d+\/run$/.test(response.url()));
    await row.locator('[data-testid^="job-run-"]').click();
    const body = (await (await ran).json()) as { status: number; data: { taskId: string; ok: boolean } };
    expect(body).toMatchObject({ status: 200, data: { ok: true } });
    await openTaskList(page);
    await expect(page.getByTestId(`task-item-${body.data.taskId}`)).toContainText('立即执行：');
    const notice = taskEndedNotice(page);
    await expect(notice).toBeVisible();
    await notice.getByText(/查看详情/).click();
    const dialog = page.getByTestId('task-detail-dialog');
    await expect(dialog).toContainText(/执行完成，用时 \d+ 毫秒/);
    await expect(dialog).toContainText('deleted');
  });

  test('a community manager does not see the self-check button', async ({ page }) => {
    await login(page, users.lihua);

    await expect(page.getByTestId('dashboard-home')).toBeVisible();
    await expect(page.getByTestId('self-check-start')).toHaveCount(0);
  });
});
