import { expect, test } from '@playwright/test';
import { personResource } from '@cvap/contracts';
import { apiLogin, setTokenCookie } from '../../support/api.js';
import { ImportDialog, rowByLabel } from '../../support/import-dialog.js';
import { ResourcePage } from '../../support/resource-page.js';
import { users } from '../../support/users.js';
import { uniqueMobile } from '../door/door-setup.js';
import { makeApartments, token } from './household-support.js';

/**
 * Residents imported on the registration screen from its template: a row names its house by building and room
 * number; the imported residents wait for review like those registered through the form, and a row naming a
 * room the building does not have is reported.
 */
test('residents imported from the template are registered in the houses they name, pending review; an unknown room is reported', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const auth = await apiLogin(request, users.admin);
  const apartments = await makeApartments(request, auth, '1001', ['101', '102']);
  await setTokenCookie(page.context(), baseURL!, auth);
  const list = new ResourcePage(page, personResource);
  await list.open();

  const importer = new ImportDialog(page, list, personResource.basePath);
  await importer.open();
  const headers = await importer.templateHeaders();
  expect(headers).toEqual(expect.arrayContaining(['所属社区', '楼栋', '房号', '所属企业']));
  const tag = token();
  const row = (name: string, type: string, roomNo: string) =>
    rowByLabel(headers, { 姓名: name, 住户类型: type, 手机号: uniqueMobile(), 楼栋: apartments.buildingName, 房号: roomNo });
  const taskId = await importer.submit('person', headers, [
    row(`导${tag}甲`, '业主', '101'),
    row(`导${tag}乙`, '家属', '101'),
    row(`导${tag}丙`, '租户', '909'),
  ]);
  const line = await importer.finished(taskId);
  await expect(line('成功').locator('.task-result__value')).toHaveText('2');
  await expect(line('失败').locator('.task-result__value')).toHaveText('1');
  await page.keyboard.press('Escape');

  await list.setSearch('name', tag);
  await list.search();
  await expect(list.rows()).toHaveCount(2);
  for (const name of [`导${tag}甲`, `导${tag}乙`]) await expect(list.rows().filter({ hasText: name })).toContainText('待审核');
  await expect(list.rows().first()).toContainText(apartments.buildingName);
});
