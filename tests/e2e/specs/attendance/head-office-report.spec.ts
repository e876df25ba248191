import { expect, test } from '@playwright/test';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { saveScreen } from '../../support/artifacts.js';
import { chooseLanguage, chooseResidential } from '../../support/header.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';

test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

const TEXT = {
  zh_cn: { choose: '请先在顶部选择一个社区', nobody: /没有排班/ },
  en: { choose: 'choose a community at the top', nobody: /Nobody is scheduled/ },
} as const;

for (const language of ['zh_cn', 'en'] as const) {
  test(`the head office acting for no community is asked to choose one on the attendance reports (${language})`, async ({ page }) => {
    // The admin, a head-office user, acts for the head office after signing in.
    await login(page, users.admin);
    if (language === 'en') await chooseLanguage(page, 'en');
    for (const [path, testId] of [
      ['/attendanceManager/report', 'attendance-report'],
      ['/attendanceManager/dailyReport', 'attendance-daily-report'],
    ] as const) {
      await page.goto(path);
      const notice = page.getByTestId(`${testId}-choose-community`).filter({ visible: true });
      await expect(notice).toContainText(TEXT[language].choose);
      await expect(page.getByText(TEXT[language].nobody)).toHaveCount(0);
      await saveScreen(page, `${testId}-head-office-${language}`);
    }
    // Acting for a community, the report is there again.
    await chooseResidential(page, '1001');
    await page.goto('/attendanceManager/report');
    await expect(page.getByTestId('attendance-report').filter({ visible: true }).locator('table')).toBeVisible();
  });
}
