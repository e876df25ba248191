import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { expectNoticeFrom } from '../../support/notices.js';
import { chooseResidential, chooseLanguage } from '../../support/header.js';
import { chooseOption } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';
import { call, makeApartments, makePerson, token } from '../household/household-support.js';
import { gateway, onlineDevice, simUrl } from './access-support.js';

// Leave the admin in Chinese, as the other specs expect.
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

/** A new house in community 1001 and an online door device of its building, as the head office. */
async function apartmentWithDevice(request: APIRequestContext) {
  const auth = await apiLogin(request, users.admin);
  // The admin's language is kept per user: each test starts in Chinese whatever an earlier one left.
  await apiSetLanguage(request, auth, 'zh_cn');
  const apartments = await makeApartments(request, auth, '1001', ['101']);
  const device = await onlineDevice(request, auth, apartments, { codePrefix: 'E2E-AUTH', namePrefix: '单元门' });
  return { auth, apartments, device };
}

test('approving a registration authorises the resident to the doors; a failed write is followed to the exception page and retried (zh, then en)', async ({
  page,
  request,
}) => {
  const { auth, apartments, device } = await apartmentWithDevice(request);
  // The device refuses its next write once, as a controller whose memory is full would.
  expect(
    (
      await fetch(`${simUrl}/sim/devices/${device.id}/behaviour`, {
        method: 'POST',
        headers: gateway,
        body: JSON.stringify({ failNext: 1 }),
      })
    ).ok,
  ).toBe(true);
  const name = `授权${token()}`;
  const personId = await makePerson(request, auth, apartments.apartments[0]!.id, name);

  await login(page, users.admin);
  await page.goto('/householdManager/householdExamine');
  const panel = page.getByTestId('review-panel-person');
  await panel.getByTestId('review-search-name').fill(name);
  await panel
    .getByTestId('review-search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const reviewed = page.waitForResponse((r) => r.url().endsWith('/api/door/person/review'));
  await panel.getByTestId(`row-pass-${personId}`).click();
  const authTaskId = ((await (await reviewed).json()) as { data: { authTaskId: string } }).data.authTaskId;
  expect(authTaskId).toBeTruthy();

  await expect
    .poll(async () => (await call<{ status: number; message: string }>(request, auth, 'GET', `/api/admin/task/${authTaskId}`)).status, {
      timeout: 30_000,
    })
    .not.toBe(205);
  await page.goto('/householdManager/authException');
  await expect(page.getByText('授权异常').first()).toBeVisible();
  await page.getByTestId(`auth-detail-${authTaskId}`).click();
  await expect(page).toHaveURL(new RegExp(`/householdManager/authException2\\?taskId=${authTaskId}`));
  const failedRow = page.locator('tr').filter({ hasText: device.code });
  await expect(failedRow).toContainText('失败');
  await saveScreen(page, 'auth-exception-detail-zh');

  await chooseLanguage(page, 'en');
  await expect(page.getByText('Authorization exception detail').first()).toBeVisible();
  await expect(page.locator('tr').filter({ hasText: device.code })).toContainText('Failed');
  const retried = page.waitForResponse((r) => r.url().endsWith('/api/access/auth/retry'));
  await page.getByTestId('auth-retry-failed').click();
  const retryTaskId = ((await (await retried).json()) as { data: { taskId: string } }).data.taskId;
  await expect(page.getByText('Retrying; follow it in the task list')).toBeVisible();
  await expect
    .poll(async () => (await call<{ status: number }>(request, auth, 'GET', `/api/admin/task/${retryTaskId}`)).status, { timeout: 30_000 })
    .toBe(200);
  await page.goto(`/householdManager/authException2?taskId=${retryTaskId}`);
  await expect(page.locator('tr').filter({ hasText: device.code })).toContainText('Succeeded');
  await saveScreen(page, 'auth-retry-detail-en');
});

const CARD_TEXT = {
  zh_cn: { saved: '保存成功', year: '1年', validTo: '失效时间', issued: '发卡', written: '写入设备', opened: '成功' },
  en: { saved: 'Saved', year: '1 year', validTo: 'Valid until', issued: 'Issued', written: 'Written to device', opened: 'Opened' },
} as const;

for (const language of ['zh_cn', 'en'] as const) {
  test(`issuing a card to a resident writes it to the devices the resident may pass, and the card opens the door in the passage records (${language})`, async ({
    page,
    request,
  }) => {
    // A house, an online device, a resident, a card written to the device and a passage: more than the default minute.
    test.setTimeout(120_000);
    const text = CARD_TEXT[language];
    const { auth, apartments, device } = await apartmentWithDevice(request);
    const name = `持卡${token()}`;
    await makePerson(request, auth, apartments.apartments[0]!.id, name);
    const cardNo = String(3_100_000_000 + Math.floor(Math.random() * 99_999_999));

    await login(page, users.admin);
    await chooseResidential(page, '1001');
    if (language === 'en') await chooseLanguage(page, 'en');
    await page.goto('/cardManager/cardMng');
    await expect(page.getByTestId('resource-page-card')).toBeVisible();
    await page.getByTestId('resource-add').click();
    const dialog = page.getByTestId('resource-dialog');
    const item = (field: string) => dialog.locator('.ant-form-item').filter({ has: page.getByTestId(`field-${field}`) });
    await page.getByTestId('field-cardNo').fill(cardNo);
    await page.getByTestId('field-holderName').fill(name);
    await chooseOption(page, item('personId'), name, true);
    await dialog.locator('.ant-form-item').filter({ hasText: text.validTo }).locator('.ant-picker').click();
    await page.locator('.ant-picker-dropdown').filter({ visible: true }).getByText(text.year, { exact: true }).click();
    await expectNoticeFrom(page, text.saved, () => page.getByTestId('resource-dialog-ok').click());

    await page.goto('/cardManager/recordMng');
    const records = page.getByTestId('resource-page-cardRecord');
    await expect(records.locator('tr').filter({ hasText: cardNo }).filter({ hasText: text.issued })).toHaveCount(1);
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(records.locator('tr').filter({ hasText: cardNo }).filter({ hasText: text.issued })).toHaveCount(1);
          return records
            .locator('tr')
            .filter({ hasText: cardNo })
            .filter({ hasText: text.written })
            .filter({ hasText: device.code.slice(-4) })
            .count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await saveScreen(page, `card-records-${language}`);

    // The resident holds the card to the reader: the device knows the card now, so the door opens for its holder.
    await page.goto('/deviceManager/openRecord');
    const openRecords = page.getByTestId('resource-page-openRecord');
    await expect(openRecords).toBeVisible();
    const passed = await fetch(`${simUrl}/sim/devices/${device.id}/passage`, {
      method: 'POST',
      headers: gateway,
      body: JSON.stringify({ method: 'card', value: cardNo, direction: 1 }),
    });
    expect(passed.ok).toBe(true);
    // No reload: the passage list reads itself again every few seconds.
    const openRecord = openRecords.locator('tr').filter({ hasText: cardNo });
    await expect(openRecord).toBeVisible({ timeout: 15_000 });
    await expect(openRecord).toContainText(name);
    await expect(openRecord).toContainText(text.opened);
    await saveScreen(page, `card-passage-${language}`);
  });
}
