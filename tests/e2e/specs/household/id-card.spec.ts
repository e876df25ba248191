import { expect, test, type Page } from '@playwright/test';
import { GENDER_OPTIONS, isValidIdCard, type GetIDCardInfoResult, type HwBridgeResponse, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, apiUserInfo, setTokenCookie } from '../../support/api.js';
import { startBridge } from '../../support/hw-bridge.js';
import { expectNotice, expectNoticeFrom, expectWarning } from '../../support/notices.js';
import { chooseOption } from '../../support/resource-page.js';
import { users } from '../../support/users.js';
import { uniqueMobile } from '../door/door-setup.js';
import { formItem, makeApartments, pickApartment, texts, token, type Apartments } from './household-support.js';

/**
 * 读取身份证 / Read ID card on the registration forms: the console calls the local hardware helper the API
 * names in front/info (here the e2e stack's emulator) and fills name, gender and ID number from the card.
 */

const bridgePort = Number(process.env.E2E_HW_BRIDGE_PORT ?? 9191);
const bridgeUrl = `http://127.0.0.1:${bridgePort}`;

const cardTexts = {
  zh_cn: {
    button: '读取身份证',
    read: '已读取身份证信息',
    unreachable: `无法连接本地硬件助手（${bridgeUrl}），请确认助手已启动后重试`,
    noCard: '读卡器上没有身份证，请放好身份证后重试',
    title: '提示',
  },
  en: {
    button: 'Read ID card',
    read: 'ID card read',
    unreachable: `The local hardware helper (${bridgeUrl}) cannot be reached; make sure it is running and try again`,
    noCard: 'There is no ID card on the reader; place the card and try again',
    title: 'Notice',
  },
} as const satisfies Record<Language, unknown>;

async function signIn(page: Page, baseURL: string, request: Parameters<typeof apiLogin>[0], language: Language): Promise<string> {
  const auth = await apiLogin(request, users.admin);
  await apiSetLanguage(request, auth, language);
  await setTokenCookie(page.context(), baseURL, auth);
  return auth;
}

/** Clicks the button and returns the card the helper answered with. */
async function readCard(page: Page, language: Language): Promise<GetIDCardInfoResult> {
  const answer = page.waitForResponse(
    (response) => response.url() === `${bridgeUrl}/GetIDCardInfo` && response.request().method() === 'POST',
  );
  await page.getByTestId('registration-read-id-card').filter({ hasText: cardTexts[language].button }).click();
  const body = (await (await answer).json()) as HwBridgeResponse<GetIDCardInfoResult>;
  expect(body.status).toBe(200);
  return body.data!;
}

async function expectFilledWith(page: Page, language: Language, card: GetIDCardInfoResult): Promise<void> {
  const t = texts[language];
  const gender = GENDER_OPTIONS.find((option) => option.zh === card.gender)!;
  await expect(formItem(page, t.label.name).locator('input')).toHaveValue(card.name);
  await expect(formItem(page, t.label.idCard).locator('input')).toHaveValue(card.idNumber);
  await expect(formItem(page, language === 'en' ? 'Gender' : '性别').locator('.ant-select')).toHaveText(
    language === 'en' ? gender.en : gender.zh,
  );
  // The emulator's number passes the form's 18-digit check-digit rule: no error under the field.
  await expect(formItem(page, t.label.idCard).locator('.ant-form-item-explain-error')).toHaveCount(0);
}

let apartments: Apartments;

test.beforeAll(async ({ request }) => {
  const auth = await apiLogin(request, users.admin);
  // The stack's API is configured with the stack's emulator, and tells the console so.
  expect((await apiUserInfo(request, auth)).hwBridgeUrl).toBe(bridgeUrl);
  apartments = await makeApartments(request, auth, '1001', ['101']);
});

test.afterEach(async ({ request }) => {
  await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
});

for (const language of ['zh_cn', 'en'] as const) {
  const t = texts[language];

  test(`[${language}] the add-resident form is filled from the emulator's ID card and the resident is saved with it`, async ({
    page,
    baseURL,
    request,
  }) => {
    await signIn(page, baseURL!, request, language);
    await page.goto('/householdManager/add');
    await expect(page.getByTestId('registration-form-person')).toBeVisible();

    const card = await readCard(page, language);
    expect(isValidIdCard(card.idNumber)).toBe(true);
    await expectNotice(page, cardTexts[language].read);
    await expectFilledWith(page, language, card);

    // What the card filled is accepted by the server too.
    await chooseOption(page, formItem(page, t.label.personType), t.owner);
    await formItem(page, t.label.phone).locator('input').fill(uniqueMobile());
    await pickApartment(page, apartments, '101');
    await expectNoticeFrom(page, t.saved, () => page.getByTestId('registration-save').click());
    await expect(page).toHaveURL(/\/householdManager\/householdReg$/);
    await expect(page.getByTestId('resource-table').locator('tbody tr.ant-table-row').filter({ hasText: card.idNumber })).toHaveCount(1);
  });

  test(`[${language}] an unreachable helper and an empty reader are told apart, and the typed values stay`, async ({
    page,
    baseURL,
    request,
  }) => {
    await signIn(page, baseURL!, request, language);
    await page.goto('/householdManager/add');
    const name = `住户${token()}`;
    await formItem(page, t.label.name).locator('input').fill(name);
    await formItem(page, t.label.idCard).locator('input').fill('110101199003071234');

    await page.route(`${bridgeUrl}/GetIDCardInfo`, (route) => route.abort('connectionrefused'));
    await page.getByTestId('registration-read-id-card').click();
    const unreachable = await expectWarning(page, cardTexts[language].unreachable, cardTexts[language].title);
    await page.unroute(`${bridgeUrl}/GetIDCardInfo`);
    // The warning opens below the header, over the form's top right: the user closes it to try again.
    await unreachable.locator('.ant-notification-notice-close').click();
    await expect(unreachable).toBeHidden();

    // An empty reader: a second real emulator started with HW_BRIDGE_EMULATOR_NO_CARD=1 answers in the helper's place.
    const empty = await startBridge(new URL(baseURL!).origin, { HW_BRIDGE_EMULATOR_NO_CARD: '1' });
    try {
      await page.route(`${bridgeUrl}/GetIDCardInfo`, (route) => route.continue({ url: `${empty.url}/GetIDCardInfo` }));
      await page.getByTestId('registration-read-id-card').click();
      await expectWarning(page, cardTexts[language].noCard, cardTexts[language].title);
    } finally {
      await empty.stop();
    }

    await expect(formItem(page, t.label.name).locator('input')).toHaveValue(name);
    await expect(formItem(page, t.label.idCard).locator('input')).toHaveValue('110101199003071234');
  });
}

test('[zh_cn] the add-staff form is filled from the emulator’s ID card', async ({ page, baseURL, request }) => {
  await signIn(page, baseURL!, request, 'zh_cn');
  await page.goto('/householdManager/add?type=staff&menu=%2FhouseholdManager%2FpropertyReg');
  await expect(page.getByTestId('registration-form-staff')).toBeVisible();
  const card = await readCard(page, 'zh_cn');
  await expectFilledWith(page, 'zh_cn', card);
});
