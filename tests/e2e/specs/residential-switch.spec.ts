import { expect, test, type Request } from '@playwright/test';
import { chooseResidential, shell } from '../support/header.js';
import { storageKeys } from '../support/paths.js';
import { login, sessionItem } from '../support/session.js';
import { demoResidentials, users } from '../support/users.js';

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

test.describe('community switch', () => {
  test('admin switches to 阳光花园: the page reloads, the header names it and requests carry CompanyId 1001', async ({ page }) => {
    const garden = demoResidentials.sunshineGarden;
    await login(page, users.admin);

    const scopedCall = page.waitForRequest((request) => isApiCall(request) && request.headers()['companyid'] === garden.companyId);
    await chooseResidential(page, garden.companyId);
    await scopedCall;

    await expect(shell(page).communitySwitcher).toContainText(garden.name);
    expect(await sessionItem(page, storageKeys.companyId)).toBe(garden.companyId);
  });

  test('"return to head office" clears the community: no CompanyId is sent any more', async ({ page }) => {
    const garden = demoResidentials.sunshineGarden;
    await login(page, users.admin);
    await chooseResidential(page, garden.companyId);
    await expect(shell(page).communitySwitcher).toContainText(garden.name);

    const userInfoCall = page.waitForRequest((request) => request.url().includes('/api/admin/user/front/info'));
    await chooseResidential(page, 'head-office');

    expect((await userInfoCall).headers()['companyid']).toBeUndefined();
    await expect(shell(page).communitySwitcher).not.toContainText(garden.name);
    expect(await sessionItem(page, storageKeys.companyId)).toBeNull();
  });

  test('a community manager with one community sees its name and no dropdown', async ({ page }) => {
    await login(page, users.lihua);

    await expect(shell(page).communityName).toHaveText(demoResidentials.sunshineGarden.name);
    await expect(shell(page).communitySwitcher).toHaveCount(0);
  });

  test("the repair worker's dropdown lists his two communities and no head-office option", async ({ page }) => {
    await login(page, users.wangqiang);
    await shell(page).communitySwitcher.click();

    await expect(page.getByTestId(`community-option-${demoResidentials.sunshineGarden.companyId}`)).toContainText(
      demoResidentials.sunshineGarden.name,
    );
    await expect(page.getByTestId(`community-option-${demoResidentials.jadeLake.companyId}`)).toContainText(demoResidentials.jadeLake.name);
    await expect(page.locator('[data-testid^="community-option-"]').filter({ visible: true })).toHaveCount(2);
    await expect(page.getByTestId('community-option-head-office')).toHaveCount(0);
  });
});
