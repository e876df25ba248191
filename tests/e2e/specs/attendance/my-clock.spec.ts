import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { closeOpenedContexts } from '../../support/contexts.js';
import { expectNotice } from '../../support/notices.js';
import { storageKeys } from '../../support/paths.js';
import { users } from '../../support/users.js';

/**
 * Issue 25, the phone view: at 390×844 a staff member (李华, whose account's mobile number is her staff record's in
 * 阳光花园) opens 我的打卡 and clocks in with one tap; the clock-in is listed as a phone one. An account with no
 * staff record in the community (王强 works for head office's engineering department) is told why it cannot.
 * A second tap within the minute is the same clock-in (a retry of this test may find the first one).
 */
test.afterEach(async ({ browser, context, request }) => {
  await closeOpenedContexts(browser, context);
  await apiSetLanguage(request, await apiLogin(request, users.lihua), 'zh_cn');
});

async function phoneOf(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await setTokenCookie(context, baseURL, token);
  await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [storageKeys.companyId, '1001']);
  return context.newPage();
}

const TEXTS = {
  zh_cn: { done: /已打卡|一分钟内已打过卡/, source: '手机打卡', button: '打卡' },
  en: { done: /Clocked in at|within the last minute/, source: 'Phone', button: 'Clock in' },
} as const;

for (const language of ['zh_cn', 'en'] as const) {
  test(`a staff member clocks in from the phone in one tap (${language})`, async ({ browser, baseURL, request }) => {
    const token = await apiLogin(request, users.lihua);
    await apiSetLanguage(request, token, language);
    const phone = await phoneOf(browser, baseURL!, token);
    await phone.goto('/attendanceManager/myClock');
    const screen = phone.getByTestId('my-clock');
    await expect(screen).toContainText('李华');
    const button = phone.getByTestId('my-clock-in');
    await expect(button).toHaveText(TEXTS[language].button);
    // The button spans the phone's width.
    expect((await button.boundingBox())!.width).toBeGreaterThan(300);
    await button.click();
    await expectNotice(phone, TEXTS[language].done);
    await expect(phone.getByTestId('my-clock-list')).toContainText(TEXTS[language].source);
    await saveScreen(phone, `my-clock-390x844-${language}`);
  });
}

test('an account with no staff record in the community is told it cannot clock in there', async ({ browser, baseURL, request }) => {
  const phone = await phoneOf(browser, baseURL!, await apiLogin(request, users.wangqiang));
  await phone.goto('/attendanceManager/myClock');
  await expect(phone.getByTestId('my-clock-refused')).toContainText('手机号没有对应本小区已审核的员工');
  await expect(phone.getByTestId('my-clock-in')).toHaveCount(0);
});
