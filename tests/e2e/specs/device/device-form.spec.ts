import { expect, test } from '@playwright/test';
import { deviceResource } from '@cvap/contracts';
import { apiLogin, apiPost } from '../../support/api.js';
import { chooseOption, ResourcePage } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { communities, users } from '../../support/users.js';

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
  const residentials = await apiPost<{ rows: { id: number; residentialName: string }[] }>(
    request,
    token,
    '/api/door/residential/query/page',
    {
      page: 1,
      limit: 100,
    },
  );
  const idOf = (name: string) => residentials.rows.find((r) => r.residentialName === name)!.id;
  const namesIn = (community: number) => new Set(all.rows.filter((b) => b.residentialId === community).map((b) => b.name));
  const garden = namesIn(idOf(communities.sunshineGarden.name));
  const campus = namesIn(idOf(communities.starRiverPark.name));
  const onlyCampus = [...campus].filter((name) => !garden.has(name));
  expect(onlyCampus.length).toBeGreaterThan(0);

  await login(page, users.admin);
  const devices = new ResourcePage(page, deviceResource);
  await devices.open();
  await devices.openAdd();
  await chooseOption(page, devices.formItem('residentialId'), communities.sunshineGarden.name);
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
  await chooseOption(page, devices.formItem('residentialId'), communities.starRiverPark.name);
  await expect(chosen).toHaveText('');
  await building.locator('.ant-select').first().click();
  await expect(nodes.first()).toBeVisible();
  const campusShown = await nodes.allInnerTexts();
  expect(
    campusShown.every((name) => campus.has(name.trim())),
    campusShown.join(', '),
  ).toBe(true);
});
