import { expect, test } from '@playwright/test';
import { deviceResource } from '@cvap/contracts';
import { apiResidentialIds, apiLogin, apiPost } from '../../support/api.js';
import { chooseResidential } from '../../support/header.js';
import { expectNotice, expectWarning } from '../../support/notices.js';
import { chooseOption, ResourcePage } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 23: the head office adding a device saw the buildings of every community in its 楼栋 list (A座 and 研发楼
 * of the campus beside 阳光花园's). A dependent list follows its parent: the buildings of the community chosen.
 */

interface Building {
  id: number;
  name: string;
  residentialId: number;
}

test('the device form lists only the buildings of the community chosen, and clears one of another', async ({ page, request }) => {
  const token = await apiLogin(request, users.admin);
  const all = await apiPost<{ rows: Building[] }>(request, token, '/api/door/building/query/page', { page: 1, limit: 1000 });
  const ids = await apiResidentialIds(request, token);
  const idOf = (name: string) => ids.get(name)!;
  const namesIn = (residential: number) => new Set(all.rows.filter((b) => b.residentialId === residential).map((b) => b.name));
  const garden = namesIn(idOf(demoResidentials.sunshineGarden.name));
  const campus = namesIn(idOf(demoResidentials.starRiverPark.name));
  const onlyCampus = [...campus].filter((name) => !garden.has(name));
  expect(onlyCampus.length).toBeGreaterThan(0);

  await login(page, users.admin);
  const devices = new ResourcePage(page, deviceResource);
  await devices.open();
  await devices.openAdd();
  await chooseOption(page, devices.formItem('residentialId'), demoResidentials.sunshineGarden.name);
  const building = devices.formItem('buildingId');
  await building.locator('.ant-select').first().click();
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
  const nodes = dropdown.locator('.ant-select-tree-node-content-wrapper');
  await expect(nodes.first()).toBeVisible();
  const shown = await nodes.allInnerTexts();
  expect(
    shown.every((name) => garden.has(name.trim())),
    shown.join(', '),
  ).toBe(true);
  await nodes.first().click();
  const chosen = building.locator('.ant-select').first();
  await expect(chosen).toHaveText(shown[0]!.trim());

  // Another community: the building chosen is not one of its own, so it is cleared and the list is the campus's.
  await chooseOption(page, devices.formItem('residentialId'), demoResidentials.starRiverPark.name);
  await expect(chosen).toHaveText('');
  await building.locator('.ant-select').first().click();
  await expect(nodes.first()).toBeVisible();
  const campusShown = await nodes.allInnerTexts();
  expect(
    campusShown.every((name) => campus.has(name.trim())),
    campusShown.join(', '),
  ).toBe(true);
});

/**
 * Issue 23: a device saved with a wrong platform password stayed 登录异常, and 开门 answered in the driver's English.
 * Saving now asks the platform at once and says, in the user's language, whether it accepts the login.
 */
test('saving a device says at once whether the device platform accepts its login, in the user’s language', async ({ page, request }) => {
  const token = await apiLogin(request, users.admin);
  const headers = { Authorization: token, CompanyId: demoResidentials.sunshineGarden.companyId };
  const models = await apiPost<{ rows: { id: number }[] }>(request, token, '/api/property/deviceModel/query/page', { page: 1, limit: 1 });
  const code = `E2E-LOGIN-${Date.now() % 100_000}`;
  const created = await request.post('/api/property/device', {
    headers,
    data: {
      code,
      name: `登录检查门禁机${code}`,
      ip: `10.250.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
      modelId: models.rows[0]!.id,
      doorName: '测试门',
      platformAccount: 'admin',
      platformPassword: 'Wrong@2026',
    },
  });
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  try {
    await login(page, users.admin);
    await chooseResidential(page, demoResidentials.sunshineGarden.companyId);
    const devices = new ResourcePage(page, deviceResource);
    await devices.open();
    await devices.edit(String(id), 'name', `登录检查门禁机${code}`);
    await expectWarning(page, '已保存，但设备平台拒绝登录：请检查设备的平台账号和平台密码');

    await page.getByTestId(`row-edit-${id}`).click();
    await devices.dialogLoaded('resource-form-2');
    await devices.formItem('platformPassword').locator('input').first().fill('Door@2026');
    await devices.saveDialog();
    await expectNotice(page, `设备平台已接受「登录检查门禁机${code}」的平台账号登录`);
  } finally {
    await request.delete(`/api/property/device/${id}`, { headers });
  }
});
