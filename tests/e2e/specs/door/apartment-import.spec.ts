import { expect, test } from '@playwright/test';
import { apartmentResource } from '@cvap/contracts';
import { apiDownload, apiLogin, apiTask, setTokenCookie, taskResultValue } from '../../support/api.js';
import { ImportDialog, rowByLabel } from '../../support/import-dialog.js';
import { excel, ResourcePage, rowTexts, uniqueToken } from '../../support/resource-page.js';
import { demoResidentials, users } from '../../support/users.js';
import { DoorSetup } from './door-setup.js';

/**
 * Houses imported on the house screen from its template (zip, asynchronous task, result file): rows name their
 * community, building, floor and room; a row on a floor the building does not have comes back in the result
 * file. The house export writes the same columns.
 */

test('houses imported from the template land on their building’s floors; a row on a missing floor is reported', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, users.admin);
  const setup = new DoorSetup(request, token);
  const name = uniqueToken();
  const building = await setup.building(await setup.communityId(demoResidentials.sunshineGarden.name), name, 2);
  await setTokenCookie(page.context(), baseURL!, token);
  const apartments = new ResourcePage(page, apartmentResource);
  await apartments.open();

  const importer = new ImportDialog(page, apartments, apartmentResource.basePath);
  await importer.open();
  const headers = await importer.templateHeaders();

  // Cells by column label (zh template); columns the test does not know stay empty.
  const row = (floor: string, roomNo: string) =>
    rowByLabel(headers, {
      所属社区: demoResidentials.sunshineGarden.name,
      楼栋: name,
      楼层: floor,
      房号: roomNo,
      房屋类型: '住宅',
      房屋状态: '已入住',
      '建筑面积（㎡）': 88,
    });
  const taskId = await importer.submit('apartment', headers, [
    row(building.floorNames.get(1)!, '101'),
    row(building.floorNames.get(1)!, '102'),
    row(building.floorNames.get(2)!, '201'),
    row('9层', '901'),
  ]);
  const line = await importer.finished(taskId);
  await expect(line('成功').locator('.task-result__value')).toHaveText('3');
  await expect(line('失败').locator('.task-result__value')).toHaveText('1');

  // The result file names the bad row (sheet row 5) and why.
  const resultPath = taskResultValue(await apiTask(request, token, taskId), '结果文件');
  const result = new (excel().Workbook)();
  await result.xlsx.load(await apiDownload(request, token, resultPath));
  const bad = (result.worksheets[0]!.getRow(2).values as unknown[]).filter((v) => v !== undefined).map((v) => String(v ?? ''));
  expect(bad[0]).toBe('5');
  expect(bad.at(-1)).toContain('9层');

  // The building chosen in the tree holds the three imported houses.
  await page.keyboard.press('Escape');
  const tree = page.getByTestId('resource-tree-panel');
  await tree.locator('input').first().fill(name);
  await tree.locator('.ant-tree-title').getByText(name, { exact: true }).click();
  await apartments.settled();
  await expect(apartments.rows()).toHaveCount(3);

  // Exported from the screen, the houses come out in the template's columns (building and floor by name), so
  // the file imports back.
  const exportSheet = await apartments.exportSheet();
  const cells = (n: number) => rowTexts(exportSheet, n);
  expect(cells(1)).toEqual(headers);
  const column = (label: string) => headers.findIndex((header) => header.replace(/\s*\*$/, '') === label);
  const exportedApartments = Array.from({ length: exportSheet.rowCount - 1 }, (_, i) => cells(i + 2)).map((r) => [
    r[column('楼栋')],
    r[column('楼层')],
    r[column('房号')],
    r[column('所属社区')],
  ]);
  const residential = demoResidentials.sunshineGarden.name;
  expect(exportedApartments.filter(([buildingName]) => buildingName === name).sort()).toEqual([
    [name, building.floorNames.get(1)!, '101', residential],
    [name, building.floorNames.get(1)!, '102', residential],
    [name, building.floorNames.get(2)!, '201', residential],
  ]);
});
