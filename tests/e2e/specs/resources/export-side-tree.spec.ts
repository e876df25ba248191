import { expect, test } from '@playwright/test';
import { apartmentResource, type PageResult } from '@cvap/contracts';
import { apiLogin, setTokenCookie } from '../../support/api.js';
import { ResourcePage } from '../../support/resource-page.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * An export holds what the list shows: the node chosen in the side tree filters it like the list's pages (the
 * house list beside the community → building → floor tree; the demo seed has houses in every community).
 */
test('the export of a list narrowed by its side tree holds only the listed rows', async ({ page, request, baseURL }) => {
  await setTokenCookie(page.context(), baseURL!, await apiLogin(request, users.admin));
  const resource = new ResourcePage(page, apartmentResource);
  const everything = page.waitForResponse((response) => resource.isPageQuery(response.request()));
  await resource.open();
  const { data: all } = (await (await everything).json()) as { data: PageResult<unknown> };

  const narrowed = page.waitForResponse(
    (response) => resource.isPageQuery(response.request()) && 'residentialId' in (response.request().postDataJSON() as object),
  );
  await page
    .getByTestId('resource-tree-panel')
    .locator('.ant-tree-title')
    .getByText(demoResidentials.jadeLake.name, { exact: true })
    .click();
  const { data: listed } = (await (await narrowed).json()) as { data: PageResult<unknown> };
  await resource.settled();
  expect(listed.total).toBeGreaterThan(0);
  expect(listed.total, 'the community holds some of the houses only').toBeLessThan(all.total);

  const exported = page.waitForRequest((request) => new URL(request.url()).pathname === `${apartmentResource.basePath}/export`);
  const sheet = await resource.exportSheet();
  expect(sheet.rowCount - 1).toBe(listed.total);
  expect((await exported).postDataJSON()).toMatchObject({ residentialId: expect.any(Number) });
});
