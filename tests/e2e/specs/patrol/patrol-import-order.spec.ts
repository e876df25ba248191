import { expect, test, type Locator } from '@playwright/test';
import { patrolPointResource, patrolRouteResource, type Language } from '@cvap/contracts';
import { apiLogin, apiPost, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { ImportDialog, rowByLabel } from '../../support/import-dialog.js';
import { ResourcePage, rowTexts } from '../../support/resource-page.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 24, patrol points and routes in Chromium, in zh and en: the points are exported as the import template
 * filled in (area and type by name); a file of points is imported on the screen, a row naming a type that does not
 * exist comes back rejected, and an imported point shows its QR code; a route's points are put in a new order by
 * dragging one with the mouse (and one more step with the arrow key on a handle), saved, and after a reload the
 * form shows the new order, as the API does.
 */

interface Found<T> {
  rows: T[];
}

const TEXT = {
  zh_cn: {
    community: '所属社区',
    area: '巡更区域',
    type: '巡更类型',
    name: '巡更点名称',
    code: '二维码内容',
    location: '位置',
    status: '状态',
  },
  en: {
    community: 'Community',
    area: 'Area',
    type: 'Patrol type',
    name: 'Point name',
    code: 'QR code text',
    location: 'Location',
    status: 'Status',
  },
} as const;
const RESULT = {
  zh_cn: { imported: '成功', rejected: '失败', hint: '按巡更顺序排列' },
  en: { imported: 'Imported', rejected: 'Rejected', hint: 'In walking order' },
} as const;

test.afterEach(async ({ request }) => {
  await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
});

/** The points' names in the order the route form lists them. */
const orderOf = (dialog: Locator) => dialog.getByTestId('route-point').locator('.patrol-route-points__name').allInnerTexts();

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`patrol points are exported and imported, and a route's points are reordered by dragging (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const token = await apiLogin(request, users.admin);
    await apiSetLanguage(request, token, language);
    await setTokenCookie(page.context(), baseURL!, token);
    const run = `E2E${language === 'en' ? 'E' : 'Z'}${Date.now().toString(36).toUpperCase()}`;
    const text = TEXT[language];

    // The template names community, area and type; the export has the same columns, areas and types by name.
    const points = new ResourcePage(page, patrolPointResource, language);
    await points.open();
    const importer = new ImportDialog(page, points, patrolPointResource.basePath);
    await importer.open();
    const headers = await importer.templateHeaders();
    expect(headers.slice(0, 3)).toEqual([text.community, `${text.area} *`, `${text.type} *`]);
    await page.keyboard.press('Escape');
    await expect(importer.dialog).toBeHidden();
    const exported = await points.exportSheet();
    expect(rowTexts(exported, 1)).toEqual(headers);
    const column = (label: string) => headers.findIndex((header) => header.replace(/\s*\*$/, '') === label);
    const firstDemo = Array.from({ length: exported.rowCount - 1 }, (_, i) => rowTexts(exported, i + 2)).find(
      (row) => row[column(text.code)] === 'XG-1001-01',
    )!;
    expect([firstDemo[column(text.community)], firstDemo[column(text.area)], firstDemo[column(text.type)]]).toEqual([
      demoResidentials.sunshineGarden.name,
      '楼栋区域',
      '公共区域巡查',
    ]);

    // Two good rows and one naming a patrol type nobody has.
    const row = (suffix: string, type: string) =>
      rowByLabel(headers, {
        [text.community]: demoResidentials.sunshineGarden.name,
        [text.area]: '出入口',
        [text.type]: type,
        [text.name]: `${run}-${suffix}`,
        [text.code]: `${run}-${suffix}`,
        [text.location]: `${suffix} gate`,
      });
    await importer.open();
    const taskId = await importer.submit('patrol-points', headers, [row('A', '安防巡更'), row('B', '消防巡查'), row('C', '没有这种类型')]);
    const line = await importer.finished(taskId);
    await expect(line(RESULT[language].imported).locator('.task-result__value')).toHaveText('2');
    await expect(line(RESULT[language].rejected).locator('.task-result__value')).toHaveText('1');
    await page.keyboard.press('Escape');

    // The imported points are listed, and one's detail shows its QR code as a point added by the form does.
    await points.open();
    await points.setSearch('pointName', run);
    await points.search();
    await expect(points.rows()).toHaveCount(2);
    const imported = await points.rowId(points.row(`${run}-A`));
    await points.root.getByTestId(`row-page-${imported}`).click();
    await expect(page.getByTestId('patrol-point-qr')).toBeVisible();
    await expect(page.getByText(`${run}-A`).first()).toBeVisible();

    // A route of three points: the two imported ones and 1号楼大堂, made through the API.
    const found = await apiPost<Found<{ id: number; pointName: string; pointCode: string; residentialId: number }>>(
      request,
      token,
      '/api/property/patrolPoint/query/page',
      { limit: 50, pointName: run },
    );
    const demo = await apiPost<Found<{ id: number; pointName: string; pointCode: string; residentialId: number }>>(
      request,
      token,
      '/api/property/patrolPoint/query/page',
      { limit: 5, pointCode: 'XG-1001-01' },
    );
    const byCode = (code: string) => [...found.rows, ...demo.rows].find((point) => point.pointCode === code)!;
    const [a, b, x] = [byCode(`${run}-A`), byCode(`${run}-B`), byCode('XG-1001-01')];
    const routeName = `${run}-route`;
    await apiPost(request, token, patrolRouteResource.basePath, {
      residentialId: x.residentialId,
      routeName,
      pointIds: [a.id, b.id, x.id],
    });

    const routes = new ResourcePage(page, patrolRouteResource, language);
    const openForm = async () => {
      await routes.open();
      await routes.setSearch('routeName', routeName);
      await routes.search();
      await expect(routes.rows()).toHaveCount(1);
      const id = await routes.rowId(routes.rows().first());
      await routes.root.getByTestId(`row-edit-${id}`).click();
      await routes.dialogLoaded('resource-form-2');
      return id;
    };
    const id = await openForm();
    await expect(routes.dialog).toContainText(RESULT[language].hint);
    await expect.poll(() => orderOf(routes.dialog)).toEqual([a.pointName, b.pointName, x.pointName]);

    // A real mouse drag: 1号楼大堂's handle pressed, moved above the first point in steps, released.
    const handle = routes.dialog.getByTestId(`route-point-handle-${x.id}`);
    const first = routes.dialog.getByTestId('route-point').first();
    const from = (await handle.boundingBox())!;
    const target = (await first.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, target.y + 4, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => orderOf(routes.dialog)).toEqual([x.pointName, a.pointName, b.pointName]);

    // The keyboard does the same from a focused handle: B one up.
    await routes.dialog.getByTestId(`route-point-handle-${b.id}`).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => orderOf(routes.dialog)).toEqual([x.pointName, b.pointName, a.pointName]);
    await routes.saveDialog();

    // After a reload the form shows the order saved, as the API reads it.
    await page.reload();
    await openForm();
    await expect.poll(() => orderOf(routes.dialog)).toEqual([x.pointName, b.pointName, a.pointName]);
    const stored = await request.get(`${patrolRouteResource.basePath}/${id}`, { headers: { Authorization: token } });
    expect(((await stored.json()) as { data: { pointIds: number[] } }).data.pointIds).toEqual([x.id, b.id, a.id]);
  });
}
