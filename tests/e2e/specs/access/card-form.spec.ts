import { expect, test } from '@playwright/test';
import { cardResource, type Language } from '@cvap/contracts';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { chooseCommunity } from '../../support/header.js';
import { pickFirstOption, ResourcePage } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { communities, users } from '../../support/users.js';

/**
 * Issue 23: picking the 住户 a card is for left the required 持卡人 empty. Picking a resident fills the holder's
 * name and phone from the resident's record (still editable).
 */
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`picking the resident of a new card fills the holder's name and phone (${language})`, async ({ page, request }) => {
    await apiSetLanguage(request, await apiLogin(request, users.admin), language);
    await login(page, users.admin);
    await chooseCommunity(page, communities.sunshineGarden.companyId);
    const cards = new ResourcePage(page, cardResource, language);
    await cards.open();
    await cards.openAdd();
    const resident = cards.formItem('personId');
    await pickFirstOption(page, resident, null);
    const picked = (await resident.locator('.ant-select').first().innerText())?.trim() ?? '';
    expect(picked).not.toBe('');
    await expect(cards.formItem('holderName').locator('input')).toHaveValue(picked);
    await expect(cards.formItem('holderPhone').locator('input')).toHaveValue(/^1\d{10}$/);
  });
}
