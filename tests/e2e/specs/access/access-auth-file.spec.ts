import { expect, test } from '@playwright/test';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { chooseResidential, chooseLanguage } from '../../support/header.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';
import { call, residentialIdOf, makeApartments, makePerson, token } from '../household/household-support.js';
import { gateway, onlineDevice, simUrl } from './access-support.js';

/**
 * The authorization file of spec section 8: community 1003 has none in the demo seed, so a push to its face
 * terminal (a model that needs the file) fails with "authorization expired"; the operator uploads the file the
 * platform issued on the exception page and retries.
 */

/** The licence file the simulated platform issues (what the operator downloads from the vendor). */
async function licenceFile(residentialId: number, query = ''): Promise<Buffer> {
  const response = await fetch(`${simUrl}/sim/licence?residentialId=${residentialId}${query}`, { headers: gateway });
  expect(response.ok).toBe(true);
  return Buffer.from(await response.text());
}

// Leave the admin in Chinese, as the other specs expect.
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

test('a push to a face terminal without the authorization file fails; the file is uploaded on the exception page and the retry succeeds (zh, then en)', async ({
  page,
  request,
}) => {
  const auth = await apiLogin(request, users.admin);
  await apiSetLanguage(request, auth, 'zh_cn');
  const apartments = await makeApartments(request, auth, '1003', ['101']);
  // A face terminal: a model that needs the authorization file.
  const device = await onlineDevice(request, auth, apartments, {
    codePrefix: 'E2E-LIC',
    namePrefix: '人脸机',
    model: (m) => m.needsAuthFile,
  });
  const name = `授权文件${token()}`;
  const personId = await makePerson(request, auth, apartments.apartments[0]!.id, name);
  const review = await call<{ authTaskId: string }>(request, auth, 'POST', '/api/door/person/review', { ids: [personId], verdict: 'pass' });
  const authTaskId = review.authTaskId;
  await expect
    .poll(async () => (await call<{ status: number }>(request, auth, 'GET', `/api/admin/task/${authTaskId}`)).status, { timeout: 30_000 })
    .toBe(200);

  await login(page, users.admin);
  await chooseResidential(page, '1003');
  await page.goto('/householdManager/authException');
  await expect(page.getByTestId(`auth-detail-${authTaskId}`)).toBeVisible();
  await page.getByTestId(`auth-detail-${authTaskId}`).click();
  const failedRow = page.locator('tr').filter({ hasText: device.code });
  await expect(failedRow).toContainText('失败');
  await expect(failedRow).toContainText('授权已过期，请重新上传授权文件');

  // Upload on the exception page: the dialog shows no file; a second file is refused; an expired file is refused.
  await page.getByTestId('auth-file-open').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '授权文件' });
  await expect(dialog.getByTestId(`auth-file-state-${apartments.residentialId}`)).toHaveText('未上传');
  const input = dialog.locator('input[type=file]');
  await input.setInputFiles({
    name: 'expired.lic',
    mimeType: 'application/json',
    buffer: await licenceFile(apartments.residentialId, '&validFrom=2020-01-01&validUntil=2020-12-31'),
  });
  await input.setInputFiles({ name: 'second.lic', mimeType: 'application/json', buffer: await licenceFile(apartments.residentialId) });
  await expect(page.getByText('只能上传一个授权文件')).toBeVisible();
  await expect(dialog.locator('.ant-upload-list-item')).toHaveCount(1);
  await dialog.getByTestId('auth-file-submit').click();
  await expect(dialog.getByTestId('auth-file-error')).toContainText('授权文件 已过期（有效期至 2020-12-31）');
  await expect(dialog.getByTestId(`auth-file-state-${apartments.residentialId}`)).toHaveText('未上传');
  await dialog.locator('.ant-upload-list-item').hover();
  await dialog.locator('.ant-upload-list-item').getByRole('button').last().click();
  await expect(dialog.locator('.ant-upload-list-item')).toHaveCount(0);
  await input.setInputFiles({
    name: `licence-${apartments.residentialId}.lic`,
    mimeType: 'application/json',
    buffer: await licenceFile(apartments.residentialId, '&validUntil=2099-12-31'),
  });
  await dialog.getByTestId('auth-file-submit').click();
  await expect(dialog.getByTestId(`auth-file-state-${apartments.residentialId}`)).toHaveText('有效期至 2099-12-31');
  await saveScreen(page, 'auth-file-uploaded-zh');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  // In English: the same screen and dialog, then the retry succeeds.
  await chooseLanguage(page, 'en');
  await expect(page.getByText('Authorization exception detail').first()).toBeVisible();
  await page.getByTestId('auth-file-open').click();
  const english = page.locator('.ant-modal').filter({ hasText: 'Authorization file' });
  await expect(english.getByTestId(`auth-file-state-${apartments.residentialId}`)).toHaveText('Valid until 2099-12-31');
  await expect(english.getByText('Choose the authorization file')).toBeVisible();
  await english.getByRole('button', { name: 'Cancel' }).click();
  const retried = page.waitForResponse((r) => r.url().endsWith('/api/access/auth/retry'));
  await page.getByTestId('auth-retry-failed').click();
  const retryTaskId = ((await (await retried).json()) as { data: { taskId: string } }).data.taskId;
  await expect
    .poll(async () => (await call<{ status: number }>(request, auth, 'GET', `/api/admin/task/${retryTaskId}`)).status, { timeout: 30_000 })
    .toBe(200);
  await page.goto(`/householdManager/authException2?taskId=${retryTaskId}`);
  await expect(page.locator('tr').filter({ hasText: device.code })).toContainText('Succeeded');
  await saveScreen(page, 'auth-file-retry-en');
});

test('another community’s file is refused in English with the reason, and the current file stays', async ({ page, request }) => {
  const auth = await apiLogin(request, users.admin);
  await apiSetLanguage(request, auth, 'en');
  await login(page, users.admin);
  await chooseResidential(page, '1002');
  await page.goto('/householdManager/authException');
  await page.getByTestId('auth-file-open').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Authorization file' });
  await expect(dialog.getByText(/^Valid until \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  // A file issued to another community.
  const other = await residentialIdOf(request, auth, '1001');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'other.lic', mimeType: 'application/json', buffer: await licenceFile(other) });
  await dialog.getByTestId('auth-file-submit').click();
  await expect(dialog.getByTestId('auth-file-error')).toContainText('was issued to another community and cannot be used for this one');
  await expect(dialog.getByText(/^Valid until \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await saveScreen(page, 'auth-file-refused-en');
});
