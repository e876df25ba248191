import { expect, test } from '@playwright/test';
import { manufacturerResource, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { ResourcePage } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';

/**
 * Issue 23: a stray click on the mask or Esc closed a dialog form and lost what was typed. A form with changes asks
 * before it is discarded; an untouched one closes at once.
 */
const TEXTS = {
  zh_cn: { title: '放弃未保存的内容？' },
  en: { title: 'Discard what you typed?' },
} as const;

test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`a dialog form with changes asks before Esc or the mask discards it; an untouched one just closes (${language})`, async ({
    page,
    request,
  }) => {
    await apiSetLanguage(request, await apiLogin(request, users.admin), language);
    await login(page, users.admin);
    const makers = new ResourcePage(page, manufacturerResource, language);
    await makers.open();

    await makers.openAdd();
    await page.keyboard.press('Escape');
    await expect(makers.dialog).toBeHidden();

    await makers.openAdd();
    const name = makers.formItem('manufacturerName').locator('input');
    await name.fill('半路写的厂商');
    await page.keyboard.press('Escape');
    const ask = page.locator('.ant-modal-confirm');
    await expect(ask).toContainText(TEXTS[language].title);
    await ask.getByTestId('discard-keep').click();
    await expect(ask).toBeHidden();
    await expect(name).toHaveValue('半路写的厂商');

    // A click on the mask beside the dialog asks the same; confirming drops the form.
    await page.mouse.click(5, 5);
    await expect(ask).toBeVisible();
    await ask.getByTestId('discard-confirm').click();
    await expect(makers.dialog).toBeHidden();
  });
}
